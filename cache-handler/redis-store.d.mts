import type { CacheStore } from './index.mjs';

export function createRedisStore(options: {
  url: string;
  namespace: string;
}): CacheStore & { isReady(): boolean; close(): Promise<void> };
