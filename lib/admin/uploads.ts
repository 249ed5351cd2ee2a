import type { FileKind } from '@/lib/storage/file-types';

/** What the back-office accepts per upload kind (seeds 5 and 9): types by content, sizes in bytes. */
export const ADMIN_UPLOADS = {
  image: { kinds: ['jpg', 'png'], maxBytes: 10 * 1024 * 1024, folder: 'admin/images' },
  pdf: { kinds: ['pdf'], maxBytes: 50 * 1024 * 1024, folder: 'admin/pdf' },
  // Seeds 9: 314572800 bytes (300 MB), mp4 only.
  video: { kinds: ['mp4'], maxBytes: 314_572_800, folder: 'admin/video' },
} as const satisfies Record<string, { kinds: readonly FileKind[]; maxBytes: number; folder: string }>;

export type AdminUploadKind = keyof typeof ADMIN_UPLOADS;

export function isAdminUploadKind(value: string): value is AdminUploadKind {
  return Object.hasOwn(ADMIN_UPLOADS, value);
}

/**
 * A stored key that an admin form may refer to: one written by the upload route for this kind. Forms send the
 * key they were given back with the rest of the fields, so the action checks its shape before saving it.
 */
export function isAdminUploadKey(kind: AdminUploadKind, key: string): boolean {
  const { folder, kinds } = ADMIN_UPLOADS[kind];
  const match = /^([a-z/]+)\/[A-Za-z0-9_-]+\.([a-z0-9]+)$/.exec(key);

  return match?.[1] === folder && (kinds as readonly string[]).includes(match[2] ?? '');
}
