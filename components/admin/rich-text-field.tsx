'use client';

import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

import { RichTextEditor } from '@/components/admin/rich-text-editor';

type RichTextFieldProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  lang: 'mn' | 'en';
  error?: string;
};

/**
 * A form's Tiptap field: the visible label names the editor (a contenteditable cannot be a <label>'s target), and
 * its validation message is tied to it and announced when it appears.
 */
export function RichTextField<Values extends FieldValues>({
  control,
  name,
  label,
  lang,
  error,
}: RichTextFieldProps<Values>) {
  const id = useId();

  return (
    <div className="space-y-1">
      <p id={`${id}-label`} className="text-sm font-semibold text-gray-800">
        {label}
      </p>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RichTextEditor
            labelId={`${id}-label`}
            initialHtml={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            lang={lang}
            isInvalid={Boolean(error)}
            describedBy={`${id}-error`}
          />
        )}
      />
      {/* Always present: the editor reads its description id once, when it is created. */}
      <p id={`${id}-error`} role={error ? 'alert' : undefined} className="text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
