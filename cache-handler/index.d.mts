export type CacheEntry = { value: unknown; lastModified: number; tags: string[]; cacheControl?: unknown };

export type CacheStore = {
  get(key: string): Promise<CacheEntry | null>;
  set(key: string, entry: CacheEntry): Promise<void>;
  delete(key: string): Promise<void>;
  expireTags(tags: string[]): Promise<void>;
};

export function closePageCache(): Promise<void>;

export default class CacheHandler {
  constructor(options?: { serverDistDir?: string });
  get(key: string, context?: { kind?: string }): Promise<CacheEntry | null>;
  set(key: string, data: unknown, context?: { tags?: string[]; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
