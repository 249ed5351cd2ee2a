import 'server-only';

import { PENDING_LOGO_FOLDER } from '@/lib/directory/registration/limits';
import { fileUrl } from '@/lib/storage';

/** Whether a logo key is a public request's logo still waiting for review (never served by /files). */
export function isPendingLogo(key: string): boolean {
  return key.startsWith(`${PENDING_LOGO_FOLDER}/`);
}

/** Where staff see a logo: a waiting one through the guarded back-office handler, any other under /files. */
export function staffLogoUrl(key: string): string {
  if (!key) return '';

  return isPendingLogo(key) ? `/api/admin/get/pending-logo/${key.slice(PENDING_LOGO_FOLDER.length + 1)}` : fileUrl(key);
}
