import { describe, expect, it, vi } from 'vitest';

import { fail, ok } from '@/lib/action-result';
import { LIVE_MEETINGS_FIELD, liveMeetingsMessage } from '@/lib/meetings/admin/live-meetings-count';
import { logger } from '@/lib/observability/logger';

import { adminActionResponse } from './action-response';

const M = 'admin.yellowMeetings.errors';

async function answer(response: Response) {
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as unknown,
  };
}

describe('adminActionResponse', () => {
  it('answers a success with the body the caller shapes, never cached', async () => {
    const response = adminActionResponse(ok({ id: 7, secret: 'kept out' }), ({ id }) => ({ id }));

    expect(await answer(response)).toEqual({ status: 200, cache: 'private, no-store', body: { id: 7 } });
  });

  it('answers no session with 401, a role without the permission with 403 and a missing row with 404, in Mongolian', async () => {
    const answers = await Promise.all(
      [fail('errors.unauthorized'), fail('errors.forbidden'), fail('errors.notFound')].map((failure) =>
        answer(adminActionResponse(failure, () => ({}))),
      ),
    );

    expect(answers).toEqual([
      { status: 401, cache: 'private, no-store', body: { message: 'Нэвтэрч орно уу.' } },
      { status: 403, cache: 'private, no-store', body: { message: 'Танд энэ үйлдлийг хийх эрх байхгүй.' } },
      { status: 404, cache: 'private, no-store', body: { message: 'Хайсан мэдээлэл олдсонгүй.' } },
    ]);
  });

  it('answers invalid input with 400 and the first message of every field; a key that is no back-office text reads as invalid input', async () => {
    const failure = fail('errors.invalidInput', {
      name: [`${M}.nameRequired`, `${M}.tooLong`],
      id: ['validation.positiveInteger'],
      email: [],
    });

    expect(await answer(adminActionResponse(failure, () => ({})))).toEqual({
      status: 400,
      cache: 'private, no-store',
      body: {
        message: 'Оруулсан мэдээлэл буруу байна.',
        errors: { name: 'Нэр оруулна уу', id: 'Оруулсан мэдээлэл буруу байна.' },
      },
    });
  });

  it('answers a conflict with the stored data (409) with its message only', async () => {
    const response = adminActionResponse(fail(`${M}.emailTaken`, { email: [`${M}.emailTaken`] }), () => ({}));

    expect(await answer(response)).toEqual({
      status: 409,
      cache: 'private, no-store',
      body: { message: 'Энэ цахим шуудангаар бүртгэлтэй хэрэглэгч байна.' },
    });
  });

  it('answers a failure key with no reason 500 with the server-error text and logs the key, never a quiet 409', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const response = adminActionResponse(fail(`${M}.timeDeleteFailed`), () => ({}));

    expect(await answer(response)).toEqual({
      status: 500,
      cache: 'private, no-store',
      body: { message: 'Алдаа гарлаа!' },
    });
    expect(logged).toHaveBeenCalledWith(
      { reason: `${M}.timeDeleteFailed` },
      'A refusal names a reason without an HTTP status',
    );
    logged.mockRestore();
  });

  it('words a failure with what it carries when the handler says how (live meetings refusing a delete)', async () => {
    const counted = adminActionResponse(fail(`${M}.timeInUse`, { [LIVE_MEETINGS_FIELD]: ['3'] }), () => ({}), {
      messageOf: liveMeetingsMessage,
    });
    const uncounted = adminActionResponse(fail(`${M}.timeInUse`), () => ({}), { messageOf: liveMeetingsMessage });

    expect(await answer(counted)).toMatchObject({
      status: 409,
      body: { message: 'Энэ цагт цуцлагдаагүй 3 уулзалт байгаа тул устгах боломжгүй.' },
    });
    expect(await answer(uncounted)).toMatchObject({
      status: 409,
      body: { message: 'Энэ цагт цуцлагдаагүй уулзалт байгаа тул устгах боломжгүй.' },
    });
  });
});
