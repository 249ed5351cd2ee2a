'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { FormActions } from '@/components/admin/form-actions';
import { notifySuccess } from '@/components/admin/notify';
import type { FailureText } from '@/components/admin/use-action-failure';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import type { ActionResult } from '@/lib/action-result';

type EditFormFrameProps<Input extends FieldValues, Values> = {
  form: UseFormReturn<Input, unknown, Values>;
  titleId: string;
  /** 'Add …' or 'Edit …': the form's heading and accessible name. */
  title: string;
  /** 3 where the form sits in a section whose own heading is a level 2. */
  headingLevel?: 2 | 3;
  isEditing: boolean;
  /** The field that takes the focus when the form opens on a row to edit, so keyboard users land where they type. */
  focusOnEdit?: Path<Input>;
  /** Adds the row, or updates the one being edited. */
  save: (values: Values) => Promise<ActionResult<unknown>>;
  /** After a save: the form goes back to add mode. */
  onSaved: () => void;
  /** The notice of a refused save, given its reason (and its message key); by default 'Error: <reason>'. */
  failureText?: FailureText;
  /** The notice of a save; by default 'Saved'. */
  savedText?: string;
  /** How long both notices stay, where the screen's seeds give another length than the usual ones. */
  noticeMs?: number;
  submitLabel: string;
  secondary: { label: string; onClick: () => void } | null;
  className?: string;
  children: ReactNode;
};

/**
 * The add/edit form of a conference list screen: its title, its fields, submit (saying it is saving meanwhile) and
 * a way out. A saved row is announced and the list read again; a refused one keeps what was typed, with the
 * server's messages under their fields.
 */
export function EditFormFrame<Input extends FieldValues, Values>({
  form,
  titleId,
  title,
  headingLevel = 2,
  isEditing,
  focusOnEdit,
  save,
  onSaved,
  failureText,
  savedText,
  noticeMs,
  submitLabel,
  secondary,
  className = '',
  children,
}: EditFormFrameProps<Input, Values>) {
  const common = useTranslations('admin.common');
  const router = useRouter();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    if (isEditing && focusOnEdit) form.setFocus(focusOnEdit);
  }, [isEditing, focusOnEdit, form]);

  const onSubmit = useActionSubmit(form, {
    save,
    onSaved: () => {
      notifySuccess(savedText ?? common('saved'), noticeMs);
      onSaved();
      router.refresh();
    },
    failureText,
    noticeMs,
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className={`space-y-4 rounded-lg border border-gray-200 bg-white p-6${className ? ` ${className}` : ''}`}
    >
      <Heading id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </Heading>
      {children}
      <FormActions isSubmitting={form.formState.isSubmitting} submitLabel={submitLabel} secondary={secondary} />
    </form>
  );
}

type SiteListFormFrameProps<Input extends FieldValues, Values> = Omit<
  EditFormFrameProps<Input, Values>,
  'onSaved' | 'failureText' | 'savedText' | 'noticeMs' | 'submitLabel' | 'secondary'
> & {
  /** The add mode's values, which a save or Clear puts back. */
  empty: NoInfer<DefaultValues<Input>>;
  /** Leaves the row being edited: the screen's list shows the form in add mode again. */
  onDone: () => void;
};

/**
 * The conference site's list forms (footer, menu, social links): 'Update' or 'Add', and 'Clear' back to add mode,
 * which a save also does; a refusal shows its bare reason (seeds 5).
 */
export function SiteListFormFrame<Input extends FieldValues, Values>({
  form,
  empty,
  onDone,
  isEditing,
  ...frame
}: SiteListFormFrameProps<Input, Values>) {
  const t = useTranslations('admin.weekSite.form');
  const common = useTranslations('admin.common');
  const toAddMode = () => {
    form.reset(empty);
    onDone();
  };

  return (
    <EditFormFrame
      form={form}
      isEditing={isEditing}
      onSaved={toAddMode}
      failureText={(reason) => reason}
      submitLabel={isEditing ? t('update') : common('add')}
      secondary={{ label: common('clear'), onClick: toAddMode }}
      {...frame}
    />
  );
}
