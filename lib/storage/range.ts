import type { ByteRange } from './types';

export type RangeRequest = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Interprets a Range header for a file of `size` bytes (RFC 9110 14.2). Only single ranges are served:
 * a header we do not understand (several ranges, bad syntax) is ignored and the whole file is sent, which
 * the RFC allows; a well-formed range outside the file is unsatisfiable (416).
 */
export function parseRange(header: string | null, size: number): RangeRequest {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };

  if (first === '') {
    // bytes=-N: the last N bytes.
    const suffixLength = Number(last);
    if (suffixLength === 0 || size === 0) return { kind: 'unsatisfiable' };

    return { kind: 'partial', range: { start: Math.max(0, size - suffixLength), end: size - 1 } };
  }

  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };

  return { kind: 'partial', range: { start, end: Math.min(end, size - 1) } };
}
