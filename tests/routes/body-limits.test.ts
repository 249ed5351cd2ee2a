import { describe, expect, it } from 'vitest';

import { POST as insertOfficeRequest } from '@/app/api/insert/office-request/route';
import { POST as insertCompany } from '@/app/api/yellow-page/insert/yellow-registration/route';
import { db } from '@/db';
import { officeRequests } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

useTestDatabase();

const MB = 1024 * 1024;

/** A body streamed in 64 KB chunks with no Content-Length, counting what the server pulled from it. */
function countedBody(chunks: () => Generator<Uint8Array>): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const source = chunks();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = source.next();
      if (next.done) return controller.close();
      pulled += next.value.byteLength;
      controller.enqueue(next.value);
    },
  });

  return { body, pulled: () => pulled };
}

function* repeated(head: string, filler: string, totalBytes: number, tail = ''): Generator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(head);
  const chunk = encoder.encode(filler.repeat(64 * 1024));
  for (let sent = 0; sent < totalBytes; sent += chunk.byteLength) yield chunk;
  yield encoder.encode(tail);
}

const streamed = (url: string, contentType: string, body: ReadableStream<Uint8Array>) =>
  new Request(url, { method: 'POST', headers: { 'Content-Type': contentType }, body, duplex: 'half' } as RequestInit);

describe('every body is read within its limit', () => {
  it('answers a 10 MB JSON body with 413 in the request language after reading little more than 64 KB, storing nothing', async () => {
    const { body, pulled } = countedBody(() => repeated('{"name":"', 'x', 10 * MB, '"}'));

    const response = await insertOfficeRequest(
      streamed('http://localhost/api/insert/office-request?lang=en', 'application/json', body),
    );

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request is too large: at most 64 KB.' });
    expect(pulled()).toBeLessThan(MB);
    expect(await db.$count(officeRequests)).toBe(0);
  });

  it('refuses a body announced over the limit before reading it, in Mongolian by default', async () => {
    const { body, pulled } = countedBody(() => repeated('{"name":"', 'x', 10 * MB, '"}'));
    const request = new Request('http://localhost/api/insert/office-request', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 * MB) },
      body,
      duplex: 'half',
    } as RequestInit);

    const response = await insertOfficeRequest(request);

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Хүсэлт хэт том байна: 64 KB-аас ихгүй байх ёстой.' });
    expect(pulled()).toBeLessThan(MB);
  });

  it('refuses a multipart text field over 64 KB, and stops at a logo over its 5 MB without reading the rest', async () => {
    const boundary = 'limit-boundary';
    const type = `multipart/form-data; boundary=${boundary}`;
    const field = countedBody(() =>
      repeated(
        `--${boundary}\r\nContent-Disposition: form-data; name="aboutMn"\r\n\r\n`,
        'ж',
        10 * MB,
        `\r\n--${boundary}--\r\n`,
      ),
    );

    const longField = await insertCompany(
      streamed('http://localhost/api/yellow-page/insert/yellow-registration?lang=en', type, field.body),
    );

    expect(longField.status).toBe(413);
    expect(await longField.json()).toEqual({ message: 'The request is too large: at most 64 KB.' });

    const logoHead = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
    const logo = countedBody(() => repeated(logoHead, 'x', 50 * MB, `\r\n--${boundary}--\r\n`));

    const largeLogo = await insertCompany(
      streamed('http://localhost/api/yellow-page/insert/yellow-registration?lang=en', type, logo.body),
    );

    expect(largeLogo.status).toBe(413);
    expect(await largeLogo.json()).toEqual({ message: 'The logo must be 5 MB or smaller.' });
    expect(logo.pulled()).toBeLessThan(7 * MB);
  });

  it('takes a request from the site itself', async () => {
    const response = await insertOfficeRequest(
      new Request('http://localhost/api/insert/office-request?lang=en', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
        body: '{}',
      }),
    );

    expect(response.status).toBe(400);
  });
});
