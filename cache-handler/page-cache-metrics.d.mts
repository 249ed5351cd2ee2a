export function countLookup(kind: string | undefined, isHit: boolean): void;
