import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { PDF_KINDS } from './file-types';
import { createLocalDiskStorage } from './local-disk';
import { readMultipartUpload } from './multipart-upload';
import { saveUpload } from './upload';

const root = mkdtempSync(path.join(tmpdir(), 'multipart-test-'));
const storage = createLocalDiskStorage(root);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const MAX_BYTES = 64 * 1024;

afterAll(() => rmSync(root, { recursive: true, force: true }));

const storedFiles = () =>
  readdirSync(path.join(root, 'proofs'), { withFileTypes: true }).filter((entry) => entry.isFile()).length;

function read(request: Request) {
  return readMultipartUpload({
    request,
    fileFields: ['proof_file'],
    saveFile: (data) => saveUpload({ folder: 'proofs', data, allowed: PDF_KINDS, maxBytes: MAX_BYTES, storage }),
    storage,
  });
}

const post = (body: FormData | string, contentType?: string) =>
  new Request('http://localhost/upload', {
    method: 'POST',
    body,
    headers: contentType ? { 'content-type': contentType } : undefined,
  });

describe('readMultipartUpload', () => {
  it('reads the text fields and stores the accepted file field, dropping parts of other fields', async () => {
    const form = new FormData();
    form.set('question_id', '11');
    form.set('comment', 'Тайлан');
    form.set('proof_file', new Blob([PDF]), 'evidence.pdf');
    form.set('other_file', new Blob([PDF]), 'other.pdf');

    const upload = await read(post(form));

    expect(upload?.fields).toEqual({ question_id: '11', comment: 'Тайлан' });
    expect(Object.keys(upload?.files ?? {})).toEqual(['proof_file']);
    expect(upload?.files.proof_file).toMatchObject({ ok: true, kind: 'pdf', size: PDF.length });
    expect(storedFiles()).toBe(1);
  });

  it('counts a file field the browser left empty as not sent, and reads past a refused file to the fields after it', async () => {
    const empty = new FormData();
    empty.set('proof_file', new Blob([]), '');
    empty.set('answer', '1');
    expect(await read(post(empty))).toEqual({ fields: { answer: '1' }, files: {} });

    const refused = new FormData();
    refused.set('proof_file', new Blob([Buffer.alloc(MAX_BYTES * 4, 'x')]), 'notes.txt');
    refused.set('answer', '0');
    expect(await read(post(refused))).toEqual({
      fields: { answer: '0' },
      files: { proof_file: { ok: false, error: 'unsupported_type' } },
    });

    const large = new FormData();
    large.set('proof_file', new Blob([PDF, Buffer.alloc(MAX_BYTES)]), 'large.pdf');
    large.set('answer', '1');
    expect(await read(post(large))).toEqual({
      fields: { answer: '1' },
      files: { proof_file: { ok: false, error: 'too_large' } },
    });
    expect(storedFiles()).toBe(1);
  });

  it('answers null for a body that is no multipart form, and deletes a file stored from a body cut short', async () => {
    expect(await read(post('question_id=11', 'application/x-www-form-urlencoded'))).toBeNull();
    expect(await read(post('garbage', 'multipart/form-data'))).toBeNull();

    const boundary = 'cut-short';
    const cut = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="proof_file"; filename="a.pdf"',
      'Content-Type: application/pdf',
      '',
      PDF.toString('latin1'),
    ].join('\r\n');
    expect(await read(post(cut, `multipart/form-data; boundary=${boundary}`))).toBeNull();
    expect(storedFiles()).toBe(1);
  });
});
