import { describe, expect, it, vi } from 'vitest';

import { disableZodCompilation } from './zod-browser-config';

describe('disableZodCompilation', () => {
  it('is read by zod loaded after it', async () => {
    Reflect.deleteProperty(globalThis, '__zod_globalConfig');
    vi.resetModules();
    disableZodCompilation();
    const { z } = await import('zod');

    expect(z.config().jitless).toBe(true);
  });

  it('reaches a zod already loaded', async () => {
    const { z } = await import('zod');
    z.config({ jitless: false });
    disableZodCompilation();

    expect(z.config().jitless).toBe(true);
  });
});
