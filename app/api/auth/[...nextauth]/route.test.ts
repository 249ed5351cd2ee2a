import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';

import { AUTH_FORM_MAX_BYTES, guardAuthPost, type NextAuthContext } from './_lib/auth-request-guard';
import { GET, POST } from './route';

const contextOf = (...nextauth: string[]): NextAuthContext => ({ params: Promise.resolve({ nextauth }) });
/** The catch-all segments Next.js hands next-auth for `path` (`signout?lang=en` -> ['signout']). */
const segmentsOf = (path: string) => new URL(path, 'http://localhost/').pathname.slice(1).split('/');
const SITE = { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' };
const FORM = { ...SITE, 'content-type': 'application/x-www-form-urlencoded' };

/** A body of `size` bytes streamed in 64 KB chunks, which counts how much of it was read. */
function countedBody(size: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= size) return controller.close();
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });

  return { stream, read };
}

const post = (path: string, init: { headers: Record<string, string>; body?: BodyInit | null }) =>
  POST(
    new NextRequest(`http://localhost:3000/api/auth/${path}`, { method: 'POST', duplex: 'half', ...init }),
    contextOf(...segmentsOf(path)),
  );

describe('POST /api/auth/* (next-auth)', () => {
  it('answers a 40 MB body with 413 before next-auth reads it, announced or streamed', async () => {
    const announced = countedBody(40 * 1024 * 1024);
    const streamed = countedBody(40 * 1024 * 1024);

    const byLength = await post('callback/admin-code', {
      headers: { ...FORM, 'content-length': String(40 * 1024 * 1024) },
      body: announced.stream,
    });
    const byStream = await post('callback/admin-code', { headers: FORM, body: streamed.stream });

    expect(byLength.status).toBe(413);
    expect(await byLength.json()).toEqual({ message: 'Хүсэлт хэт том байна: 8 KB-аас ихгүй байх ёстой.' });
    expect(announced.read.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(byStream.status).toBe(413);
    // Reading stops at the first chunk past the limit.
    expect(streamed.read.bytes).toBeLessThanOrEqual(AUTH_FORM_MAX_BYTES + 2 * 64 * 1024);
  });

  it('answers a sign-out to another site, or to no address at all, with 400 and the reason', async () => {
    for (const callbackUrl of [
      'https://attacker.example/',
      'attacker.example',
      '//attacker.example',
      'javascript:alert(1)',
    ]) {
      const body = new URLSearchParams({ csrfToken: 'token', callbackUrl, json: 'true' }).toString();
      const inBody = await post('signout?lang=en', { headers: FORM, body });
      const inQuery = await post(`signout?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
        headers: FORM,
        body: 'csrfToken=token',
      });

      expect(inBody.status, callbackUrl).toBe(400);
      expect(await inBody.json()).toEqual({ message: 'The return address (callbackUrl) must be a page of this site.' });
      expect(inQuery.status, callbackUrl).toBe(400);
    }
  });

  it('answers a JSON body that is no object with 400', async () => {
    const response = await post('session', {
      headers: { ...SITE, 'content-type': 'application/json' },
      body: '{"csrfToken":',
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Хүсэлтийн агуулга буруу бүтэцтэй байна.' });
  });

  it('still refuses a post another site made the browser send', async () => {
    const response = await post('signout', {
      headers: { ...FORM, 'sec-fetch-site': 'cross-site' },
      body: 'csrfToken=token',
    });

    expect(response.status).toBe(403);
  });

  it('hands next-auth a form of this site as it came: same address, headers and fields', async () => {
    const seen: { url?: string; type?: string | null; body?: string } = {};
    const guarded = guardAuthPost(async (request) => {
      Object.assign(seen, {
        url: request.url,
        type: request.headers.get('content-type'),
        body: await new Response(request.body).text(),
      });

      return new Response(null, { status: 302 });
    });
    const body = new URLSearchParams({
      email: 'admin@example.com',
      code: '123456',
      csrfToken: 'token',
      callbackUrl: 'http://localhost:3000/admin/login',
    }).toString();

    const response = await guarded(
      new NextRequest('http://localhost:3000/api/auth/callback/admin-code', { method: 'POST', headers: FORM, body }),
      contextOf('callback', 'admin-code'),
    );

    expect(response.status).toBe(302);
    expect(seen).toEqual({
      url: 'http://localhost:3000/api/auth/callback/admin-code',
      type: FORM['content-type'],
      body,
    });
  });
});

describe('GET /api/auth/* (next-auth)', () => {
  const get = (path: string) =>
    GET(new NextRequest(`http://localhost:3000/api/auth/${path}`, { headers: SITE }), contextOf(...segmentsOf(path)));

  it("answers the e-mail code's callback, which takes a posted form, with 405", async () => {
    const response = await get('callback/admin-code?lang=en');

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({ message: 'This address does not take a GET request.' });
  });

  it('answers a return address that is no page of this site with 400', async () => {
    const response = await get('signin?callbackUrl=javascript%3Aalert(1)');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Буцах хаяг (callbackUrl) нь энэ сайтын хуудас байх ёстой.' });
  });
});
