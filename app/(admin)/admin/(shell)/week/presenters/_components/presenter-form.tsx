'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FIELD_CONTROL_CLASS, FieldFrame, fieldErrorAttributes } from '@/components/admin/field-frame';
import { notifySuccess } from '@/components/admin/notify';
import { TextField } from '@/components/admin/text-field';
import { useActionSubmit } from '@/components/admin/use-action-submit';
import { useFieldMessage } from '@/components/admin/use-error-text';
import { UploadField } from '@/components/admin/upload-field';
import type { EditionChoice } from '@/lib/conference/editions/choices';
import { createPresenter, updatePresenter } from '@/lib/conference/programme/presenters/actions';
import type { AdminPresenterRow } from '@/lib/conference/programme/presenters/queries';
import { type PresenterInput, presenterSchema } from '@/lib/conference/programme/presenters/schema';

type PresenterFormProps = {
  presenter: AdminPresenterRow | null;
  editions: readonly EditionChoice[];
  /** The edition shown in the grid: a new presenter's default. */
  eventId: number;
  /** A new presenter's default place: last. */
  nextPlace: number;
  onDone: () => void;
};

const TEXT_FIELDS = ['name_mn', 'name_en', 'position_mn', 'position_en'] as const;
const LABELS = { name_mn: 'nameMn', name_en: 'nameEn', position_mn: 'positionMn', position_en: 'positionEn' } as const;

function defaults(presenter: AdminPresenterRow | null, eventId: number, nextPlace: number): PresenterInput {
  if (!presenter)
    return {
      image: '',
      name_mn: '',
      name_en: '',
      position_mn: '',
      position_en: '',
      event_id: eventId,
      presenter_queue: nextPlace,
    };
  const { image, name_mn, name_en, position_mn, position_en, event_id, presenter_queue } = presenter;

  return { image, name_mn, name_en, position_mn, position_en, event_id, presenter_queue };
}

/**
 * Add mode without a presenter, edit mode with one. Opening an edit scrolls the form into view and moves the focus
 * to its title; a failed save keeps what was typed and shows why.
 */
export function PresenterForm({ presenter, editions, eventId, nextPlace, onDone }: PresenterFormProps) {
  const t = useTranslations('admin.weekProgramme.presenters');
  const common = useTranslations('admin.common');
  const router = useRouter();
  const titleId = useId();
  const eventFieldId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const form = useForm<PresenterInput>({
    resolver: zodResolver(presenterSchema),
    defaultValues: defaults(presenter, eventId, nextPlace),
  });
  const { errors, isSubmitting } = form.formState;
  const image = useWatch({ control: form.control, name: 'image' });
  const message = useFieldMessage();

  useEffect(() => {
    if (!presenter) return;
    title.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, [presenter]);

  const onSubmit = useActionSubmit(form, {
    save: (values) => (presenter ? updatePresenter({ ...values, id: presenter.id }) : createPresenter(values)),
    onSaved: () => {
      notifySuccess(presenter ? common('saved') : t('added'));
      onDone();
      router.refresh();
    },
    failureText: (reason) => t('saveFailed', { error: reason }),
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="max-w-3xl scroll-mt-4 space-y-4 rounded-lg border border-gray-200 bg-white p-6"
    >
      <h2
        id={titleId}
        ref={title}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-2 focus:outline-brand-dark"
      >
        {presenter ? t('editTitle') : t('addTitle')}
      </h2>
      <UploadField
        kind="image"
        label={t('picture')}
        hint={t('pictureHint')}
        value={image}
        previewUrl={presenter?.profile_img}
        error={message(errors.image?.message)}
        onChange={(file) => form.setValue('image', file?.key ?? '', { shouldValidate: form.formState.isSubmitted })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(LABELS[field])}
            error={message(errors[field]?.message)}
            {...form.register(field)}
          />
        ))}
        <FieldFrame id={eventFieldId} label={t('event')} error={message(errors.event_id?.message)}>
          <select
            id={eventFieldId}
            {...fieldErrorAttributes(eventFieldId, errors.event_id?.message)}
            className={FIELD_CONTROL_CLASS}
            {...form.register('event_id', { valueAsNumber: true })}
          >
            {editions.map((edition) => (
              <option key={edition.id} value={edition.id}>
                {edition.event}
              </option>
            ))}
          </select>
        </FieldFrame>
        <TextField
          label={t('queue')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          error={message(errors.presenter_queue?.message)}
          {...form.register('presenter_queue', { valueAsNumber: true })}
        />
      </div>
      <p className="text-xs text-gray-600">{t('queueHint')}</p>
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={isSubmitting}
          className="rounded bg-brand-dark px-5 py-2 font-semibold text-white disabled:opacity-60"
        >
          {isSubmitting ? common('saving') : presenter ? common('save') : common('add')}
        </button>
        <button type="button" onClick={onDone} className="rounded border border-gray-300 px-5 py-2">
          {presenter ? common('cancel') : common('clear')}
        </button>
      </div>
    </form>
  );
}
