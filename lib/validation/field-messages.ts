import type { z } from 'zod';

import type { FieldErrors } from '@/lib/action-result';

export type FieldMessageOptions = {
  /**
   * How an issue names its field: `path`, its whole dotted path (`emails.1`, one message per list item), or `field`,
   * the top-level field only (`emails`, one message for the list).
   */
  by?: 'path' | 'field';
  /** The name of an issue about the input as a whole (it has no path): `form` for a form, `query` for a query string. */
  root?: string;
  /** Words a message (a message key as the schemas write them): a translation, or a text of the field's own. */
  text?: (message: string, field: string) => string;
};

/** Where the messages come from: a zod error, or field errors already grouped (an admin action's `fieldErrors`). */
type MessageSource = z.ZodError | FieldErrors;

/**
 * A zod error lists its issues as objects; grouped field errors list strings, even under a field named `issues` (and
 * an empty list reads alike either way). Not `instanceof`: a ZodError built by hand is no Error.
 */
function isZodError(source: MessageSource): source is z.ZodError {
  const issues: unknown = source.issues;

  return Array.isArray(issues) && issues.every((issue) => typeof issue === 'object' && issue !== null);
}

function fieldIssues(source: MessageSource, { by = 'path', root = 'form' }: FieldMessageOptions): [string, string][] {
  if (!isZodError(source)) {
    return Object.entries(source).flatMap(([field, messages]) =>
      (messages ?? []).map((message): [string, string] => [field, message]),
    );
  }

  return source.issues.map((issue) => {
    const field = by === 'field' ? issue.path.slice(0, 1) : issue.path;

    return [field.map(String).join('.') || root, issue.message];
  });
}

/**
 * The first message of each invalid field, keyed by the field: the API's `errors: { field: message }` and a form's
 * messages. zod reports fields in the schema's order, so the first message is the one to fix first. Only that one is
 * worded (`text`), once per field.
 */
export function fieldMessages(source: MessageSource, options: FieldMessageOptions = {}): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [field, message] of fieldIssues(source, options)) {
    if (!Object.hasOwn(messages, field)) messages[field] = options.text ? options.text(message, field) : message;
  }

  return messages;
}

/** Every message of each invalid field, in zod's order: for a caller that shows them all. */
export function allFieldMessages(source: MessageSource, options: FieldMessageOptions = {}): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const [field, message] of fieldIssues(source, options)) {
    messages[field] = [...(messages[field] ?? []), options.text ? options.text(message, field) : message];
  }

  return messages;
}
