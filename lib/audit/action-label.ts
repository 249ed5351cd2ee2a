import operations from '@/messages/mn/admin-screens/operations.json';

const SUBJECTS: Readonly<Record<string, string>> = operations.audit.subjects;
const VERBS: Readonly<Record<string, string>> = operations.audit.verbs;

/**
 * An audit action name (`news.update`: what kind of record, what was done) in the staff's words ('Мэдээ: зассан').
 * A name without words for its parts stays as it was recorded, so that no entry is ever shown blank.
 */
export function auditActionLabel(action: string): string {
  const [subject = '', verb = ''] = action.split('.');
  const subjectText = Object.hasOwn(SUBJECTS, subject) ? SUBJECTS[subject] : undefined;
  const verbText = Object.hasOwn(VERBS, verb) ? VERBS[verb] : undefined;

  return subjectText && verbText ? `${subjectText}: ${verbText}` : action;
}
