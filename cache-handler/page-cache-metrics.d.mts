export function countLookup(kind: string | undefined, isHit: boolean): void;
export function registerPageCacheMetrics(): void;
