import { describe, expect, it } from 'vitest';

import { writeRoute } from './write-route';

/** A handler that answers what it was given, so that a test sees whether the request reached it. */
const reached = writeRoute(['json'], async (request: Request) =>
  Response.json({ method: request.method, query: new URL(request.url).search }),
);

const call = (init: RequestInit & { headers?: Record<string, string> }) =>
  reached(new Request('http://localhost/api/yellow-page/cancel/meeting?id=7&meetingNumber=M-1', init));

describe('writeRoute', () => {
  it('takes a request without a body and without a type, as the seeds send their DELETE calls', async () => {
    const withoutLength = await call({ method: 'DELETE' });
    const withZeroLength = await call({ method: 'DELETE', headers: { 'content-length': '0' } });

    expect(withoutLength.status).toBe(200);
    expect(await withoutLength.json()).toEqual({ method: 'DELETE', query: '?id=7&meetingNumber=M-1' });
    expect(withZeroLength.status).toBe(200);
  });

  it('still refuses such a request from another site', async () => {
    const response = await call({ method: 'DELETE', headers: { 'sec-fetch-site': 'cross-site' } });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Энэ хүсэлтийг зөвхөн энэ сайтын хуудаснаас илгээнэ.' });
  });

  it('refuses a body without a type, a streamed one too, and a body of a type the call does not take', async () => {
    const announced = await call({ method: 'DELETE', headers: { 'content-length': '2' } });
    const streamed = await call({ method: 'DELETE', headers: { 'transfer-encoding': 'chunked' } });
    const textBody = await call({ method: 'DELETE', body: '{}' });

    expect([announced.status, streamed.status, textBody.status]).toEqual([415, 415, 415]);
    expect(await announced.json()).toEqual({
      message: 'Хүсэлтийн төрөл буруу байна: application/json хэлбэрээр илгээнэ үү.',
    });
  });

  it('refuses a declared type the call does not take even when the body is empty', async () => {
    const response = await call({ method: 'DELETE', headers: { 'content-type': 'text/plain', 'content-length': '0' } });

    expect(response.status).toBe(415);
  });
});
