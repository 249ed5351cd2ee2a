import operations from '@/messages/mn/admin-screens/operations.json';

const SUBJECTS: Readonly<Record<string, string>> = operations.audit.subjects;
const VERBS: Readonly<Record<string, string>> = operations.audit.verbs;

const subjectWords = (subject: string) => (Object.hasOwn(SUBJECTS, subject) ? SUBJECTS[subject] : undefined);

/**
 * An audit action name (`news.update`: what kind of record, what was done) in the staff's words ('Мэдээ: зассан').
 * A name without words for its parts stays as it was recorded, so that no entry is ever shown blank.
 */
export function auditActionLabel(action: string): string {
  const [subject = '', verb = ''] = action.split('.');
  const subjectText = subjectWords(subject);
  const verbText = Object.hasOwn(VERBS, verb) ? VERBS[verb] : undefined;

  return subjectText && verbText ? `${subjectText}: ${verbText}` : action;
}

/**
 * The record an entry is about, named by its kind ('Мэдээ №12'): a bare id says nothing once the export leaves the
 * back-office. A target that is no number (an e-mail, a file) follows its kind; an empty one stays empty.
 */
export function auditTargetLabel(action: string, target: string): string {
  if (!target) return '';
  const kind = subjectWords(action.split('.')[0] ?? '');
  if (!kind) return target;

  return /^\d+$/.test(target) ? `${kind} №${target}` : `${kind}: ${target}`;
}
