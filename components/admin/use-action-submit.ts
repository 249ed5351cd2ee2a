'use client';

import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { type FailureText, useActionFailure } from '@/components/admin/use-action-failure';
import type { ActionResult } from '@/lib/action-result';

type ActionSubmit<Values, Data> = {
  /** Sends the checked values to the server action. */
  save: (values: Values) => Promise<ActionResult<Data>>;
  /** After an accepted save, with the action's answer and what was sent. */
  onSaved: (data: Data, values: Values) => void;
  failureText?: FailureText;
  noticeMs?: number;
};

/**
 * The submit of an admin form that saves through a server action: the browser's checks first, then the action; a
 * refusal, or a save that never reached the server, keeps what was typed and shows the server's messages under
 * their fields (useActionFailure).
 */
export function useActionSubmit<Input extends FieldValues, Values, Data>(
  form: UseFormReturn<Input, unknown, Values>,
  { save, onSaved, failureText, noticeMs }: ActionSubmit<Values, Data>,
) {
  const reportFailure = useActionFailure(form.setError, failureText, noticeMs);

  return form.handleSubmit(async (values) => {
    const result = await save(values).catch(() => null);
    if (!result?.ok) return reportFailure(result ?? { error: 'errors.serverError' });
    onSaved(result.data, values);
  });
}
