import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import type { FieldErrors } from '@/lib/action-result';

/**
 * Shows the server's validation messages next to the form's own fields (other keys are not the form's); the first
 * of them takes the focus, as after the browser's own checks.
 */
export function showFieldErrors<Values extends FieldValues>(setError: UseFormSetError<Values>, fields: Values, errors: FieldErrors | undefined): void {
  let isFocused = false;
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const message = messages?.[0];
    if (!message || !Object.hasOwn(fields, field)) continue;
    setError(field as Path<Values>, { message }, { shouldFocus: !isFocused });
    isFocused = true;
  }
}
