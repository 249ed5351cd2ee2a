import 'server-only';

import { randomBytes } from 'node:crypto';

const secret = () => randomBytes(24).toString('base64url');

/**
 * A new meeting user's two unguessable secrets: the token naming its meeting page and the one of its calendar feed
 * (192 random bits each).
 */
export function newUserTokens(): { userToken: string; calendarToken: string } {
  return { userToken: secret(), calendarToken: secret() };
}
