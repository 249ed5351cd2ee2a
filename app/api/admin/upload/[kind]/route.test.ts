import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { adminAccounts } from '@/db/schema';
import { logger } from '@/lib/observability/logger';
import { storage } from '@/lib/storage';
import { imageVariantKeys } from '@/lib/storage/variant-keys';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { signInAs } from '@/tests/fixtures/signed-in';

import { POST } from './route';

// Uploads go to a throw-away folder: DATA_DIR is read when lib/env is first imported.
const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'admin-upload-'));

  return process.env.DATA_DIR;
});

prepareTestDatabase();

beforeAll(async () => {
  const [admin] = await db
    .insert(adminAccounts)
    .values({ email: 'admin@example.com', firstName: 'Админ', accountRole: 2 })
    .returning({ id: adminAccounts.id });
  signInAs({ kind: 'admin', id: admin?.id ?? 0 });
});

afterAll(async () => {
  const { rmSync } = await import('node:fs');
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (kind: string, body: Buffer) =>
  POST(
    new Request(`http://localhost/api/admin/upload/${kind}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(body),
    }),
    {
      params: Promise.resolve({ kind }),
    },
  );

async function storedKey(response: Response): Promise<string> {
  const body: unknown = await response.json();

  return typeof body === 'object' && body !== null && 'key' in body && typeof body.key === 'string' ? body.key : '';
}

describe('POST /api/admin/upload/image', () => {
  it('stores an image with its resized copies', async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();

    const response = await upload('image', png);

    expect(response.status).toBe(200);
    const key = await storedKey(response);
    expect(await storage.stat(key)).not.toBeNull();
    for (const variant of imageVariantKeys(key)) expect(await storage.stat(variant), variant).not.toBeNull();
  });

  it('keeps an image it cannot resize and logs why', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    // A PNG signature and header followed by garbage: accepted by content type, refused by the decoder.
    const broken = Buffer.concat([
      (
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .png()
          .toBuffer()
      ).subarray(0, 33),
      Buffer.alloc(64, 7),
    ]);

    const response = await upload('image', broken);

    expect(response.status).toBe(200);
    const key = await storedKey(response);
    expect(await storage.stat(key)).not.toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ key, err: expect.anything() }), expect.any(String));
    logged.mockRestore();
  });
});
