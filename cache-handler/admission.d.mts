export function isStorable(data: unknown): boolean;
