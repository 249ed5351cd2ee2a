import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import {
  adminAccounts,
  assessmentAnswers,
  assessmentQuestions,
  assessmentSections,
  auditLog,
  directoryCompanies,
  memberCompanies,
} from '@/db/schema';
import { reviewRequest } from '@/lib/directory/admin/actions/review-request';
import { isPendingLogo } from '@/lib/directory/admin/logo-urls';
import { companyFields, insertTestCategories, pngLogo } from '@/tests/fixtures/directory-registrations';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import type { LocalizedMailMessage } from '@/lib/mail';
import { storage } from '@/lib/storage/storage';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { POST as uploadAdminFile } from '@/app/api/admin/upload/[kind]/route';
import { POST as insertMemberAnswer } from '@/app/api/insert/member-answer/route';
import { POST as registerCompany } from '@/app/api/yellow-page/insert/yellow-registration/route';
import { GET as getPublicFile } from '@/app/files/[...key]/route';
import { signInAs } from '@/tests/fixtures/signed-in';

// A local S3 server the storage really talks to, stopped and started again by the tests.
const s3 = await vi.hoisted(async () => {
  const { createServer } = await import('node:net');
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

  return { port, bucket: 'uploads' };
});
vi.mock('@/lib/storage/storage', async () => {
  const { createS3Storage } = await import('@/lib/storage/s3');
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

  return {
    storage: createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${s3.port}`,
      ...credentials,
    }),
  };
});
vi.mock('@/lib/mail', () => ({ sendMail: async (message: LocalizedMailMessage) => void message }));

prepareTestDatabase();

const directory = mkdtempSync(path.join(tmpdir(), 'storage-down-'));
let server: S3rver | undefined;

async function startS3(): Promise<void> {
  server = new S3rver({
    address: '127.0.0.1',
    port: s3.port,
    silent: true,
    directory,
    configureBuckets: [{ name: s3.bucket }],
  });
  await server.run();
}

async function stopS3(): Promise<void> {
  await server?.close();
  server = undefined;
}

const ids = { admin: 0, member: 0 };

beforeAll(async () => {
  await startS3();
  await insertTestCategories();
  const [admin] = await db
    .insert(adminAccounts)
    .values({ email: 'admin@example.com', firstName: 'Админ', accountRole: 2 })
    .returning({ id: adminAccounts.id });
  const [member] = await db
    .insert(memberCompanies)
    .values({ name: 'Demo Mining LLC', email: 'member@example.com', logo: '' })
    .returning({ id: memberCompanies.id });
  ids.admin = admin?.id ?? 0;
  ids.member = member?.id ?? 0;
  await db.insert(assessmentSections).values({ mainIndex: 1, mainTitle: 'Нэг' });
  await db.insert(assessmentQuestions).values([
    { id: 1, cid: '1.1', question: 'Шаардлага 1.1' },
    { id: 11, cid: '1.1.1', pid: '1.1', question: 'Асуулт 1.1.1' },
  ]);
});

afterAll(async () => {
  await stopS3();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MN_MESSAGE = 'Файлын сан түр ажиллахгүй байна. Хэсэг хугацааны дараа дахин оролдоно уу.';
const EN_MESSAGE = 'File storage is unavailable at the moment. Please try again shortly.';

function uploadAs(kind: string, body: Buffer): Promise<Response> {
  signInAs({ kind: 'admin', id: ids.admin });
  const request = new Request(`http://localhost/api/admin/upload/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });

  return uploadAdminFile(request, { params: Promise.resolve({ kind }) });
}

let client = 0;
async function register(query = ''): Promise<Response> {
  const request = new Request(`http://localhost/api/yellow-page/insert/yellow-registration${query}`, {
    method: 'POST',
    headers: { [SOCKET_ADDRESS_HEADER]: `10.7.0.${++client}` },
    body: companyFields(await pngLogo()),
  });

  return registerCompany(request);
}

function answerWithEvidence(query = ''): Promise<Response> {
  signInAs({ kind: 'member', id: ids.member });
  const form = new FormData();
  for (const [name, value] of Object.entries({ question_id: '11', answer: '1', proof: 'true' })) form.set(name, value);
  form.set('proof_file', new Blob([PDF]), 'evidence.pdf');
  const request = new Request(`http://localhost/api/insert/member-answer${query}`, {
    method: 'POST',
    headers: { [SOCKET_ADDRESS_HEADER]: '10.7.1.1' },
    body: form,
  });

  return insertMemberAnswer(request);
}

const uploadsRecorded = () => db.$count(auditLog);

const readFile = (key: string) =>
  getPublicFile(new Request(`http://localhost/files/${key}`), { params: Promise.resolve({ key: key.split('/') }) });

describe('uploads while the file storage (S3) is down', () => {
  const stored = { pdf: '' };

  it('are stored, file and row, while it is up', async () => {
    const upload = await uploadAs('pdf', PDF);
    expect(upload.status).toBe(200);
    stored.pdf = ((await upload.json()) as { key: string }).key;
    expect((await readFile(stored.pdf)).status).toBe(200);
  });

  it('answer 503 with a message in the request language, and write no row; stored files answer 503 too', async () => {
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#0f7a3d' } })
      .png()
      .toBuffer();
    await stopS3();
    const recordedBefore = await uploadsRecorded();

    for (const kind of ['image', 'pdf']) {
      const refused = await uploadAs(kind, kind === 'pdf' ? PDF : image);
      expect(refused.status, kind).toBe(503);
      expect(await refused.json()).toEqual({ message: MN_MESSAGE });
    }
    expect(await uploadsRecorded()).toBe(recordedBefore);

    const registration = await register('?lang=en');
    expect(registration.status).toBe(503);
    expect(await registration.json()).toEqual({ message: EN_MESSAGE, errors: { image: EN_MESSAGE } });
    expect((await (await register()).json()).message).toBe(MN_MESSAGE);
    expect(await db.$count(directoryCompanies)).toBe(0);

    const answer = await answerWithEvidence();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ message: MN_MESSAGE });
    expect(await db.$count(assessmentAnswers)).toBe(0);

    // Not a 404 (the file is there) nor a 500: ask again shortly, and never keep the answer.
    const file = await readFile(stored.pdf);
    expect(file.status).toBe(503);
    expect(file.headers.get('cache-control')).toBe('no-store');
  });

  it('are stored again, file and row, once it is back', async () => {
    await startS3();

    const upload = await uploadAs('pdf', PDF);
    expect(upload.status).toBe(200);
    const { key } = (await upload.json()) as { key: string };
    expect(await storage.stat(key)).not.toBeNull();
    expect((await readFile(stored.pdf)).status).toBe(200);

    expect((await register()).status).toBe(200);
    const [company] = await db.select({ logo: directoryCompanies.logo }).from(directoryCompanies);
    expect(await storage.stat(company?.logo ?? '')).not.toBeNull();

    expect((await answerWithEvidence()).status).toBe(200);
    expect(await db.$count(assessmentAnswers)).toBe(1);
  });

  it('refuse an approval that would publish a logo, storing no decision, and approve it once the storage is back', async () => {
    const [request] = await db
      .select({ id: directoryCompanies.id, logo: directoryCompanies.logo })
      .from(directoryCompanies);
    const id = request?.id ?? 0;
    expect(isPendingLogo(request?.logo ?? '')).toBe(true);
    signInAs({ kind: 'admin', id: ids.admin });
    await stopS3();

    expect(await reviewRequest({ type: '1', id, decision: 'approve' })).toEqual({
      ok: false,
      error: 'admin.upload.storageUnavailable',
    });
    const [waiting] = await db
      .select({ review: directoryCompanies.review, logo: directoryCompanies.logo })
      .from(directoryCompanies);
    expect(waiting).toEqual({ review: 'pending', logo: request?.logo });

    await startS3();
    expect(await reviewRequest({ type: '1', id, decision: 'approve' })).toEqual({ ok: true, data: { id } });
    const [approved] = await db
      .select({ review: directoryCompanies.review, logo: directoryCompanies.logo })
      .from(directoryCompanies);
    expect(approved?.review).toBe('approved');
    expect(isPendingLogo(approved?.logo ?? '')).toBe(false);
    expect(await storage.stat(approved?.logo ?? '')).not.toBeNull();
  });
});
