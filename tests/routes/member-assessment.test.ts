import { decode } from 'next-auth/jwt';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { db } from '@/db';
import { assessmentQuestions, assessmentSections, memberCompanies } from '@/db/schema';
import { LOOKUP_LIMITS } from '@/lib/auth/limits';
import { authSecret } from '@/lib/env';
import type { MailMessage } from '@/lib/mail';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { GET as checkEmail } from '@/app/api/check/email/route';
import { GET as createCode } from '@/app/api/create/code/route';
import { POST as verifyCode } from '@/app/api/verify/code/route';
import { GET as getMemberFile } from '@/app/api/get/member-file/[...key]/route';
import { GET as getMemberAnswers } from '@/app/api/get/member-answers/route';
import { POST as insertAttachment } from '@/app/api/insert/attachment/route';
import { POST as insertMemberAnswer } from '@/app/api/insert/member-answer/route';
import { POST as insertResult } from '@/app/api/insert/result/route';
import { GET as getPublicFile } from '@/app/files/[...key]/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/http/socket-address';
import { signInAs } from '@/tests/fixtures/signed-in';

// Uploaded files go to a throw-away folder: DATA_DIR is read when lib/env is first imported.
await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const path = await import('node:path');
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'member-assessment-'));
});

const mailbox = vi.hoisted(() => ({ sent: [] as MailMessage[] }));
vi.mock('@/lib/mail', () => ({ sendMail: async (message: MailMessage) => void mailbox.sent.push(message) }));

prepareTestDatabase();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const member = { first: 0, second: 0 };

beforeAll(async () => {
  await db.insert(assessmentSections).values([
    { mainIndex: 1, mainTitle: 'Нэг' },
    { mainIndex: 2, mainTitle: 'Хоёр' },
  ]);
  await db.insert(assessmentQuestions).values([
    { id: 1, cid: '1.1', question: 'Шаардлага 1.1' },
    { id: 2, cid: '2.1', question: 'Шаардлага 2.1' },
  ]);
  await db.insert(assessmentQuestions).values([
    { id: 11, cid: '1.1.1', pid: '1.1', question: 'Асуулт 1.1.1' },
    { id: 12, cid: '1.1.2', pid: '1.1', question: 'Асуулт 1.1.2' },
    { id: 21, cid: '2.1.1', pid: '2.1', question: 'Асуулт 2.1.1' },
  ]);
  const rows = await db
    .insert(memberCompanies)
    .values([
      { name: 'Demo Mining LLC', email: 'member@example.com', logo: '' },
      { name: 'Other Mining LLC', email: 'other@example.com', logo: '' },
      { name: 'Former Member LLC', email: 'former@example.com', logo: '', active: false },
    ])
    .returning({ id: memberCompanies.id });
  member.first = rows[0]?.id ?? 0;
  member.second = rows[1]?.id ?? 0;
});

const as = (id: number | null) => {
  signInAs(id === null ? null : { kind: 'member', id });
};

function answerForm(fields: Record<string, string>, file?: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('proof_file', file, 'evidence.pdf');

  return form;
}

/** A multipart form, or JSON without fields as the pages send a call that has none. */
const post = (handler: (request: Request) => Promise<Response>, path: string, body?: FormData) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      body: body ?? '{}',
      headers: body
        ? { [SOCKET_ADDRESS_HEADER]: '10.1.1.1' }
        : { [SOCKET_ADDRESS_HEADER]: '10.1.1.1', 'content-type': 'application/json' },
    }),
  );
const verify = (body: Record<string, unknown>) =>
  verifyCode(
    new Request('http://localhost/api/verify/code', {
      method: 'POST',
      body: JSON.stringify(body),
      // The member's own client, which asked for the code: a code works only where it was asked for.
      headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '10.1.1.2' },
    }),
  );
/** The six digits of the newest mail to an address, as a member reads them. */
const mailedCode = (to: string) => mailbox.sent.findLast((mail) => mail.to === to)?.text.match(/\b\d{6}\b/)?.[0] ?? '';
/** The member a verify answer signed in, read back from its session cookie as the session does. */
async function sessionOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('next-auth.session-token='));
  const token = cookie?.split(';')[0]?.split('=')[1] ?? '';

  return { cookie, claims: await decode({ token, secret: authSecret() }) };
}
const get = (handler: (request: Request) => Promise<Response>, path: string) =>
  handler(new Request(`http://localhost${path}`, { headers: { [SOCKET_ADDRESS_HEADER]: '10.1.1.2' } }));

describe('member sign-in calls', () => {
  it('check/email answers the seeds messages for an empty and an unknown e-mail, and the member for a registered one', async () => {
    const empty = await get(checkEmail, '/api/check/email?email=');
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('Та и-мэйл хаягаа оруулна уу.');

    const unknown = await get(checkEmail, '/api/check/email?email=stranger%40example.com');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: 'Таны оруулсан и-мэйл хаяг бүртгэлгүй байна. МУУҮА-тай холбогдоно уу.',
    });
    expect((await get(checkEmail, '/api/check/email?email=former%40example.com')).status).toBe(404);

    const known = await get(checkEmail, '/api/check/email?email=Member%40Example.com');
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({
      member: { id: member.first, name: 'Demo Mining LLC', logo: null },
      answer_id: null,
    });
  });

  it('check/email and create/code answer 429 once a client has asked about too many addresses', async () => {
    const ask = (handler: typeof checkEmail, path: string) =>
      handler(new Request(`http://localhost${path}`, { headers: { [SOCKET_ADDRESS_HEADER]: '10.1.9.1' } }));
    const statuses = [];
    for (let index = 0; index < 29; index += 1)
      statuses.push((await ask(checkEmail, `/api/check/email?email=probe${index}%40example.com`)).status);
    statuses.push((await ask(createCode, '/api/create/code?email=probe-code%40example.com')).status);
    const limited = await ask(checkEmail, '/api/check/email?email=member%40example.com');

    expect(statuses.every((status) => status === 404)).toBe(true);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Хэт олон удаа оролдлоо. Түр хүлээгээд дахин оролдоно уу.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask(createCode, '/api/create/code?email=member%40example.com')).status).toBe(429);
  });

  it('check/email answers a client within its own limit, however many other clients asked before', async () => {
    const ask = (client: string, email: string) =>
      checkEmail(
        new Request(`http://localhost/api/check/email?email=${encodeURIComponent(email)}`, {
          headers: { [SOCKET_ADDRESS_HEADER]: client },
        }),
      );
    for (let client = 1; client <= 6; client += 1) {
      for (let index = 0; index < LOOKUP_LIMITS.perClient.limit; index += 1)
        await ask(`10.1.8.${client}`, `made-up${index}@example.com`);
    }

    expect((await ask('10.1.8.200', 'member@example.com')).status).toBe(200);
    expect((await ask('10.1.8.1', 'member@example.com')).status).toBe(429);
  });

  it('create/code mails the code only to the registered address the asker typed, never to a member id', async () => {
    expect((await get(createCode, '/api/create/code?email=member%40example.com')).status).toBe(200);
    expect(mailbox.sent.at(-1)?.to).toBe('member@example.com');
    const sentBefore = mailbox.sent.length;
    const byId = await get(createCode, `/api/create/code?id=${member.second}`);

    expect(byId.status).toBe(400);
    expect(await byId.json()).toMatchObject({ message: 'Та и-мэйл хаягаа оруулна уу.' });
    expect(mailbox.sent).toHaveLength(sentBefore);
  });

  it('verify/code takes a code only from the network or the browser that asked for it', async () => {
    const asked = await get(createCode, '/api/create/code?email=member%40example.com');
    const cookie = asked.headers.getSetCookie().find((line) => line.startsWith('sign-in-browser='));
    expect(cookie).toMatch(/HttpOnly/i);
    const code = mailedCode('member@example.com');
    const fromElsewhere = (headers: Record<string, string>) =>
      verifyCode(
        new Request('http://localhost/api/verify/code', {
          method: 'POST',
          body: JSON.stringify({ email: 'member@example.com', code }),
          headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: '10.77.0.1', ...headers },
        }),
      );

    // A stranger elsewhere who somehow knows the code cannot use it...
    expect((await fromElsewhere({})).status).toBe(401);
    // ...while the asker's browser, having moved to another network, signs in.
    expect((await fromElsewhere({ cookie: cookie?.split(';')[0] ?? '' })).status).toBe(200);
  });

  it('verify/code refuses a wrong or malformed code with the message and signs the member in with the mailed one', async () => {
    await get(createCode, '/api/create/code?email=member%40example.com');
    const code = mailedCode('member@example.com');
    expect(code).toMatch(/^\d{6}$/);

    const malformed = await verify({ email: 'member@example.com', code: '12a' });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).message).toBe('6 оронтой кодоо оруулна уу.');
    const wrong = await verify({ email: 'member@example.com', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(401);
    const wrongAnswer = await wrong.json();
    expect(wrongAnswer).toMatchObject({
      message: 'Код буруу эсвэл хүчингүй байна. Шалгаад дахин оруулах эсвэл шинэ код авна уу.',
    });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    // An id of no member gets the very answer of a wrong code: the call tells nothing about which ids exist.
    const noMember = await verify({ id: 999999, code });
    expect([noMember.status, await noMember.json()]).toEqual([401, wrongAnswer]);

    const right = await verify({ email: 'Member@Example.com', code });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ message: 'Амжилттай нэвтэрлээ.', completion: 'fresh', result: null });
    const { cookie, claims } = await sessionOf(right);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(claims).toMatchObject({ kind: 'member', accountId: member.first, email: 'member@example.com' });
    // A code signs in once.
    expect((await verify({ email: 'member@example.com', code })).status).toBe(401);
  });
});

describe('member assessment calls', () => {
  it('refuse visitors and staff-less callers with 401', async () => {
    as(null);
    expect(
      (await post(insertMemberAnswer, '/api/insert/member-answer', answerForm({ question_id: '11', answer: '1' })))
        .status,
    ).toBe(401);
    expect((await post(insertResult, '/api/insert/result')).status).toBe(401);
    expect((await post(insertAttachment, '/api/insert/attachment', new FormData())).status).toBe(401);
    expect((await get(getMemberAnswers, '/api/get/member-answers')).status).toBe(401);
    signInAs({ kind: 'member', id: 999999 });
    expect((await get(getMemberAnswers, '/api/get/member-answers')).status).toBe(401);
  });

  it('store answers for the session member only, refusing another member id, unknown questions and bad files', async () => {
    as(member.first);
    const foreign = await post(
      insertMemberAnswer,
      '/api/insert/member-answer',
      answerForm({ question_id: '11', answer: '1', member_id: String(member.second) }),
    );
    expect(foreign.status).toBe(403);
    expect(
      (await post(insertMemberAnswer, '/api/insert/member-answer', answerForm({ question_id: '1', answer: '1' })))
        .status,
    ).toBe(400);
    expect(
      (await post(insertMemberAnswer, '/api/insert/member-answer', answerForm({ question_id: '11', answer: 'maybe' })))
        .status,
    ).toBe(400);
    // A proof file needs the proof box ticked; content decides the type, and 20 MB is the most.
    expect(
      (
        await post(
          insertMemberAnswer,
          '/api/insert/member-answer',
          answerForm({ question_id: '11', answer: '1' }, new Blob([PDF])),
        )
      ).status,
    ).toBe(400);
    const text = await post(
      insertMemberAnswer,
      '/api/insert/member-answer',
      answerForm({ question_id: '11', answer: '1', proof: 'true' }, new Blob(['plain text'])),
    );
    expect(text.status).toBe(415);
    const huge = new Blob([PDF, Buffer.alloc(20 * 1024 * 1024)]);
    expect(
      (
        await post(
          insertMemberAnswer,
          '/api/insert/member-answer',
          answerForm({ question_id: '11', answer: '1', proof: 'true' }, huge),
        )
      ).status,
    ).toBe(413);

    const first = await post(
      insertMemberAnswer,
      '/api/insert/member-answer',
      answerForm({ question_id: '11', answer: '1', proof: 'true', comment: 'Тайлан' }, new Blob([PDF])),
    );
    expect(first.status).toBe(200);
    const { answer_id: answerId } = (await first.json()) as { answer_id: number };
    await post(
      insertMemberAnswer,
      '/api/insert/member-answer',
      answerForm({ question_id: '12', answer: '0', answer_id: String(answerId) }),
    );

    // Nothing is scored before every question is answered.
    expect((await post(insertResult, '/api/insert/result')).status).toBe(400);

    // The other member cannot add to, or read, the first one's assessment.
    as(member.second);
    expect(
      (
        await post(
          insertMemberAnswer,
          '/api/insert/member-answer',
          answerForm({ question_id: '21', answer: '1', answer_id: String(answerId) }),
        )
      ).status,
    ).toBe(403);
    expect((await get(getMemberAnswers, `/api/get/member-answers?answerId=${answerId}`)).status).toBe(403);
    expect((await get(getMemberAnswers, `/api/get/member-answers?memberId=${member.first}`)).status).toBe(403);

    as(member.first);
    await post(insertMemberAnswer, '/api/insert/member-answer', answerForm({ question_id: '21', answer: '1' }));
    const own = await get(getMemberAnswers, `/api/get/member-answers?answerId=${answerId}`);
    const { answer } = (await own.json()) as {
      answer: { answers: Array<{ cid: string; proof_file: string | null }>; result: null };
    };
    expect(answer.answers.map((row) => row.cid)).toEqual(['1.1.1', '1.1.2', '2.1.1']);
    expect(answer.result).toBeNull();
    expect(answer.answers[0]?.proof_file).toMatch(/^\/api\/get\/member-file\/private\/assessment\/[0-9a-f]{32}\.pdf$/);
  });

  it('serve a proof file to its member only, never through the public /files route', async () => {
    as(member.first);
    const answers = (await (await get(getMemberAnswers, '/api/get/member-answers')).json()) as {
      answer: { answers: Array<{ proof_file: string | null }> };
    };
    const key = (answers.answer.answers[0]?.proof_file ?? '').replace('/api/get/member-file/', '');
    const segments = key.split('/');
    const fetchFile = () =>
      getMemberFile(new Request(`http://localhost/api/get/member-file/${key}`), {
        params: Promise.resolve({ key: segments }),
      });

    const own = await fetchFile();
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
    as(member.second);
    expect((await fetchFile()).status).toBe(403);
    as(null);
    expect((await fetchFile()).status).toBe(401);
    const publicAnswer = await getPublicFile(new Request(`http://localhost/files/${key}`), {
      params: Promise.resolve({ key: segments }),
    });
    expect(publicAnswer.status).toBe(404);
  });

  it('score the result on the server from the stored answers, ignoring figures sent along', async () => {
    as(member.first);
    const sent = new FormData();
    sent.set('main_percentage', '100');
    sent.set('first_section_per', '100');
    sent.set('total_true', '3');
    const response = await post(insertResult, '/api/insert/result', sent);
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: Record<string, unknown> };
    // Section 1: one yes of two (50 %); section 2: one of one; overall 2 of 3.
    expect(result).toMatchObject({
      main_percentage: 67,
      first_section_per: 50,
      second_section_per: 100,
      total_true: 2,
      total_false: 1,
      member_id: member.first,
      is_complete: false,
    });
    expect((await post(insertResult, '/api/insert/result')).status).toBe(409);
    expect(
      (await post(insertMemberAnswer, '/api/insert/member-answer', answerForm({ question_id: '11', answer: '0' })))
        .status,
    ).toBe(409);
  });

  it('take attachments only for the member own result, both files required, then mark it complete', async () => {
    as(member.first);
    const { answer } = (await (await get(getMemberAnswers, '/api/get/member-answers')).json()) as {
      answer: { result: { id: number; answer_id: number } };
    };
    const attachments = (fields: Record<string, string>, files = true) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      if (files) {
        form.set('official_document', new Blob([PDF]), 'letter.pdf');
        form.set('form', new Blob([PDF]), 'form.pdf');
      }

      return form;
    };

    const missing = await post(insertAttachment, '/api/insert/attachment', attachments({}, false));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      message: 'Заавал бөглөнө үү!',
      errors: { official_document: 'Заавал бөглөнө үү!', form: 'Заавал бөглөнө үү!' },
    });
    expect(
      (
        await post(
          insertAttachment,
          '/api/insert/attachment',
          attachments({ result_id: String(answer.result.id + 1000) }),
        )
      ).status,
    ).toBe(403);

    as(member.second);
    expect(
      (await post(insertAttachment, '/api/insert/attachment', attachments({ result_id: String(answer.result.id) })))
        .status,
    ).toBe(403);
    expect((await post(insertAttachment, '/api/insert/attachment', attachments({}))).status).toBe(409);

    as(member.first);
    const saved = await post(
      insertAttachment,
      '/api/insert/attachment',
      attachments({ result_id: String(answer.result.id), answer_id: String(answer.result.answer_id) }),
    );
    expect(saved.status).toBe(200);
    const after = (await (await get(getMemberAnswers, '/api/get/member-answers')).json()) as {
      answer: { result: { is_complete: boolean } };
    };
    expect(after.answer.result.is_complete).toBe(true);
    expect((await post(insertAttachment, '/api/insert/attachment', attachments({}))).status).toBe(409);
  });

  it('sign the member in again at the finished stage with its result, the code checked by member id as the seeds send it', async () => {
    await get(createCode, '/api/create/code?email=member%40example.com');
    const response = await verify({ id: member.first, code: mailedCode('member@example.com') });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      completion: 'finished',
      result: { member_id: member.first, main_percentage: 67, is_complete: true },
    });
    expect((await sessionOf(response)).claims).toMatchObject({ kind: 'member', accountId: member.first });
  });
});
