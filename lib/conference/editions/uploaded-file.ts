import { type AdminUploadKind, isAdminUploadKey } from '@/lib/admin/uploads';

/**
 * Whether a form may save this file key: the one the row already has, or one the upload route wrote for this
 * kind. Forms send keys back with their other fields, so any other key (another folder, a path) is refused.
 */
export function isKeptOrUploaded(kind: AdminUploadKind, key: string, current?: string): boolean {
  return key === current || isAdminUploadKey(kind, key);
}
