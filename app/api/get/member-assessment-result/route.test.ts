import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { accountsPart } from '@/demo-data/accounts';
import { assessmentPart } from '@/demo-data/assessment';
import { assessmentMemberResultsPart } from '@/demo-data/assessment-member-results';
import { createSeedClock } from '@/demo-data/clock';
import { assessmentAttachments, assessmentResults, assessmentSubmissions, memberCompanies } from '@/db/schema';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';
import { createStaffAccounts } from '@/tests/fixtures/staff-accounts';
import { signInAs } from '@/tests/fixtures/signed-in';

import { GET as getMemberFiles } from '../member-files/route';
import { GET as getMemberResults } from './route';

prepareTestDatabase();

let staff = { adminId: 0, moderatorId: 0, userId: 0 };
let selengeMemberId = 0;
const results = (query = '') =>
  getMemberResults(new Request(`http://localhost/api/get/member-assessment-result${query}`));
const files = (query: string) => getMemberFiles(new Request(`http://localhost/api/get/member-files${query}`));

/** A member result, finished (with attachments) or waiting for them. */
async function insertMemberResult(index: number, isComplete: boolean): Promise<void> {
  const [company] = await db
    .insert(memberCompanies)
    .values({ name: `Гишүүн ${index} ХХК`, email: `member${index}@example.mn`, logo: 'logo.png' })
    .returning({ id: memberCompanies.id });
  const [submission] = await db
    .insert(assessmentSubmissions)
    .values({ memberId: company?.id })
    .returning({ id: assessmentSubmissions.id });
  const percentages = {
    firstSectionPer: 50,
    secondSectionPer: 50,
    thirdSectionPer: 50,
    fourthSectionPer: 50,
    fifthSectionPer: 50,
  };
  const [result] = await db
    .insert(assessmentResults)
    .values({
      submissionId: submission?.id ?? 0,
      mainPercentage: 50,
      ...percentages,
      totalTrue: 1,
      totalFalse: 1,
      isComplete,
      createdAt: new Date(Date.UTC(2020, 0, index + 1)),
    })
    .returning({ id: assessmentResults.id });
  if (isComplete)
    await db.insert(assessmentAttachments).values({
      resultId: result?.id ?? 0,
      officialDocument: 'private/assessment/a.pdf',
      form: 'private/assessment/b.pdf',
    });
}

beforeAll(async () => {
  staff = await createStaffAccounts();
  const context = { clock: createSeedClock() };
  await accountsPart(context).insert(db);
  await assessmentPart().insert(db);
  await assessmentMemberResultsPart(context).insert(db);
  for (let index = 0; index < 11; index += 1) await insertMemberResult(index, true);
  await insertMemberResult(99, false);
  const [selenge] = await db
    .select({ id: memberCompanies.id })
    .from(memberCompanies)
    .where(eq(memberCompanies.email, 'contact@selenge-iron.example'));
  selengeMemberId = selenge?.id ?? 0;
});

describe('GET /api/get/member-assessment-result and /api/get/member-files', () => {
  it('answer 401 to a visitor', async () => {
    signInAs(null);
    expect((await results()).status).toBe(401);
    expect((await files(`?memberId=${selengeMemberId}`)).status).toBe(401);
  });

  it('list the finished member results newest first, a page at a time, with the seeds keys', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const first = await results();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('private');
    const body = (await first.json()) as {
      respondents: Array<Record<string, unknown>>;
      totalPages: number;
      total: number;
    };
    expect(Object.keys(body).sort()).toEqual(['respondents', 'total', 'totalPages']);
    // Two seeded and eleven inserted; the one waiting for its attachments is not listed.
    expect(body.total).toBe(13);
    expect(body.totalPages).toBe(2);
    expect(body.respondents).toHaveLength(10);
    expect(Object.keys(body.respondents[0] ?? {}).sort()).toEqual([
      'answer_id',
      'created_at',
      'email',
      'main_percentage',
      'member_id',
      'name',
      'publication',
    ]);
    expect(body.respondents.slice(0, 2).map((row) => [row.email, row.publication])).toEqual([
      ['info@borundur-fluorite.example', false],
      ['contact@selenge-iron.example', true],
    ]);

    const second = (await (await results('?page=2&limit=10')).json()) as { respondents: unknown[] };
    expect(second.respondents).toHaveLength(3);
    const wide = (await (await results('?limit=20')).json()) as { respondents: unknown[] };
    expect(wide.respondents).toHaveLength(13);
    // A page size that is not the seeds' falls back to 10.
    expect(((await (await results('?limit=15')).json()) as { respondents: unknown[] }).respondents).toHaveLength(10);
  });

  it('answer the files of one member assessment by member id or answer id, each as its guarded URL', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    const response = await files(`?memberId=${selengeMemberId}`);
    expect(response.status).toBe(200);
    const { file } = (await response.json()) as {
      file: {
        files: Array<{ cid: string; proof_file: string }>;
        result: Record<string, unknown>;
        attachment: Record<string, unknown>;
      };
    };
    expect(Object.keys(file).sort()).toEqual(['attachment', 'files', 'result']);
    expect(file.files.map((proof) => proof.cid)).toEqual(['1.1.1', '2.1.1', '3.1.2']);
    expect(file.files.every((proof) => proof.proof_file.startsWith('/api/get/member-file/private/'))).toBe(true);
    expect(file.result).toMatchObject({ name: 'Сэлэнгэ Төмөр ХХК' });
    const sections = file.result.section_percentages as number[];
    expect(sections).toHaveLength(5);
    expect(sections.every((value) => Number.isInteger(value) && value >= 0 && value <= 100)).toBe(true);
    expect(file.attachment).toMatchObject({
      publication: true,
      official_document: expect.stringMatching(/^\/api\/get\/member-file\/private\/.+\.pdf$/),
    });

    const [submission] = await db
      .select({ id: assessmentSubmissions.id })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.memberId, selengeMemberId));
    const byAnswer = (await (await files(`?answerId=${submission?.id}`)).json()) as { file: { files: unknown[] } };
    expect(byAnswer.file.files).toHaveLength(3);
  });

  it('refuse a request naming no assessment (400) and answer 404 for an unknown one', async () => {
    signInAs({ kind: 'admin', id: staff.moderatorId });
    expect((await files('')).status).toBe(400);
    expect((await files('?answerId=abc')).status).toBe(400);
    expect((await files('?answerId=999999')).status).toBe(404);
  });
});
