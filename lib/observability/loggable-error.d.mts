export function loggableError(error: unknown): unknown;
