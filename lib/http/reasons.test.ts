import { afterEach, describe, expect, it, vi } from 'vitest';

import { logger } from '@/lib/observability/logger';

import { isReason, jsonRefusal, REASON_STATUS, type Reason, statusOf, statusOfText } from './reasons';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reasons table', () => {
  it('gives the common reasons their HTTP statuses', () => {
    const common: Record<string, number> = {
      invalid: 400,
      unauthorized: 401,
      forbidden: 403,
      notFound: 404,
      conflict: 409,
      tooLarge: 413,
      unsupportedType: 415,
      rateLimited: 429,
      unavailable: 503,
    };

    expect(Object.fromEntries(Object.keys(common).map((reason) => [reason, statusOf(reason as Reason)]))).toEqual(
      common,
    );
  });

  it('answers every reason with a 4xx or a 503, never a 500 (a 500 is kept for a reason it lacks)', () => {
    const statuses = Object.values(REASON_STATUS);

    expect(statuses.filter((status) => !((status >= 400 && status < 500) || status === 503))).toEqual([]);
  });

  it('keeps the domains’ reasons at the statuses the API answers today', () => {
    expect(statusOf('codeInvalid')).toBe(401);
    expect(statusOf('tooManyAttempts')).toBe(401);
    expect(statusOf('notReceiver')).toBe(403);
    expect(statusOf('notLive')).toBe(409);
    expect(statusOf('receiverBusy')).toBe(409);
    expect(statusOf('logoTooLarge')).toBe(413);
    expect(statusOf('wrongType')).toBe(415);
    expect(statusOf('queueFull')).toBe(429);
    expect(statusOf('storageUnavailable')).toBe(503);
  });

  it('knows its reasons, and nothing an object inherits', () => {
    expect(isReason('notFound')).toBe(true);
    expect(isReason('toString')).toBe(false);
    expect(isReason('errors.notFound')).toBe(false);
  });
});

describe('a reason without a status', () => {
  it('is answered 500 and logged by name, never given a 4xx', () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);

    expect(statusOfText('notFund')).toBe(500);
    expect(statusOfText('constructor')).toBe(500);
    expect(logged).toHaveBeenCalledWith({ reason: 'notFund' }, 'A refusal names a reason without an HTTP status');
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('that slips past the types (a cast) is answered 500 too', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = jsonRefusal('slotTaken' as Reason, 'Алдаа гарлаа!');

    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Алдаа гарлаа!' });
  });
});

describe('jsonRefusal', () => {
  it('answers the reason’s status with the message, the field messages and the headers, never cached', async () => {
    const response = jsonRefusal('rateLimited', 'Too many', {
      errors: { email: 'Too many' },
      headers: { 'Retry-After': '60' },
    });

    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ message: 'Too many', errors: { email: 'Too many' } });
  });
});
