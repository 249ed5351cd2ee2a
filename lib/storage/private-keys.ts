/**
 * Files under this folder belong to someone (a member's assessment evidence): the public `/files/...` route
 * never serves them; only guarded handlers that check the owner do.
 */
export const PRIVATE_KEY_PREFIX = 'private/';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_KEY_PREFIX);
}
