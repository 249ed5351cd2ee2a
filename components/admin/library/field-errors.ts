import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import type { FieldErrors } from '@/lib/action-result';

/** Shows the server's validation messages next to the form's own fields (other keys are not the form's). */
export function showFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  fields: Values,
  errors: FieldErrors | undefined,
): void {
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const message = messages?.[0];
    if (message && Object.hasOwn(fields, field)) setError(field as Path<Values>, { message });
  }
}
