export function serializeEntry(value: unknown): string;
export function deserializeEntry(text: string): unknown;
