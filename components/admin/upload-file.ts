'use client';

import type { AdminUploadKind } from '@/lib/admin/uploads';

export type UploadedFile = { key: string; url: string };
export type UploadOutcome = { ok: true; file: UploadedFile } | { ok: false; message: string };

/**
 * Sends one file to the upload route as the raw request body (so the server can stream it to storage), with
 * progress. XMLHttpRequest because fetch() still reports no upload progress. A refusal carries the server's
 * message (the seeds' texts for wrong type and too large).
 */
export function uploadFile(
  kind: AdminUploadKind,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/upload/${kind}`);
    // The server checks the file by its content; the declared type only has to be one no cross-site form can send.
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body: unknown = request.response;
      const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      if (request.status === 200 && typeof record.key === 'string' && typeof record.url === 'string') {
        resolve({ ok: true, file: { key: record.key, url: record.url } });
      } else {
        resolve({ ok: false, message: typeof record.message === 'string' ? record.message : '' });
      }
    };
    request.onerror = () => resolve({ ok: false, message: '' });
    request.send(file);
  });
}
