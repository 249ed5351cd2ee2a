/**
 * What a member may attach, as the browser can check it before sending: the file picker's filter and the size.
 * The server checks again, by content (member-files.ts).
 */
export const MEMBER_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const MEMBER_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'docx', 'xlsx'] as const;
export const MEMBER_FILE_ACCEPT = MEMBER_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export type MemberFileProblem = 'tooLarge' | 'wrongType';

/** Why a chosen file cannot be sent, or null when it may be. */
export function memberFileProblem(file: { name: string; size: number }): MemberFileProblem | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(MEMBER_FILE_EXTENSIONS as readonly string[]).includes(extension))
    return 'wrongType';

  return file.size > MEMBER_FILE_MAX_BYTES ? 'tooLarge' : null;
}
