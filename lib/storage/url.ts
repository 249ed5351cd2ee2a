/**
 * The public address of a stored file. Database columns hold the storage key (`news/4f9c2e.jpg`), never a
 * URL, so the address can change (a CDN, another bucket) without touching the data.
 */
export function fileUrl(key: string): string {
  return `/files/${key.split('/').map(encodeURIComponent).join('/')}`;
}
