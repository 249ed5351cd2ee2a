import { beforeAll, vi } from 'vitest';

import { signedInUser, signInAs } from '@/tests/fixtures/signed-in';

// Vitest setup file. Outside a Next.js request neither the page cache nor the session cookie exists, so every test
// file runs with the same two doubles: the cache's invalidation is recorded (a test asserts it through
// `vi.mocked(revalidatePath)`), and the session is whoever the file signed in with `signInAs`.
vi.mock('next/cache', async () => (await import('@/tests/fixtures/next-cache')).nextCacheDouble);
vi.mock('@/lib/auth/session', () => ({ getSessionUser: async () => signedInUser() }));

// Each file starts signed out and with no recorded invalidation, whichever file ran before it in the worker.
beforeAll(() => {
  signInAs(null);
  vi.clearAllMocks();
});
