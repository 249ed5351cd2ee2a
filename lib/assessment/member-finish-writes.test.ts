import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { assessmentAnswers, assessmentResults, assessmentSubmissions, memberCompanies, outboxMails } from '@/db/schema';
import { assessmentPart } from '@/demo-data/assessment';
import { absoluteUrl } from '@/lib/seo/urls';
import { saveSiteSettings } from '@/lib/settings/writes';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { answerableQuestions } from './codex';
import { finishMemberAssessment } from './member-finish-writes';
import type { SignedInMember } from './member-session';
import { saveMemberAnswer, saveMemberResult } from './member-writes';

prepareTestDatabase();

const OFFICE_EMAIL = 'office@mining.example.mn';
let questionIds: number[] = [];

async function createMember(name: string, email: string): Promise<SignedInMember> {
  const [member] = await db.insert(memberCompanies).values({ name, email, logo: '' }).returning();
  if (!member) throw new Error('no member');

  return { id: member.id, name: member.name, email: member.email, logo: member.logo };
}

/** The outbox rows queued after the row `afterId`, oldest first. */
async function mailsAfter(afterId: number) {
  const rows = await db.select().from(outboxMails).orderBy(outboxMails.id);

  return rows.filter((row) => row.id > afterId);
}

async function lastMailId(): Promise<number> {
  const [last] = await db.select({ id: outboxMails.id }).from(outboxMails).orderBy(desc(outboxMails.id)).limit(1);

  return last?.id ?? 0;
}

/** Yes to everything but the first `noCount` questions. */
const answersWith = (noCount: number) =>
  questionIds.map((id, index) => ({
    question_id: id,
    answer: (index < noCount ? 0 : 1) as 0 | 1,
    proof: false,
    comment: '',
  }));

beforeAll(async () => {
  await assessmentPart().insert(db);
  questionIds = [...(await answerableQuestions()).keys()];
  await saveSiteSettings({
    phone: '+976 7011 1994',
    email: OFFICE_EMAIL,
    address: 'Улаанбаатар',
    addressEn: 'Ulaanbaatar',
    latitude: 47.92,
    longitude: 106.92,
    phoneSecondary: '',
    emailSecondary: '',
  });
});

describe('finishMemberAssessment', () => {
  it('stores every answer and the result in one call and queues the member an English receipt and the office a notice', async () => {
    const member = await createMember('Gobi Gold LLC', 'office@gobi-gold.example');
    const before = await lastMailId();
    const expected = Math.round(((questionIds.length - 3) / questionIds.length) * 100);

    const outcome = await finishMemberAssessment({
      member,
      locale: 'en',
      input: { answers: answersWith(3) },
      claims: {},
    });

    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.data).toMatchObject({
      main_percentage: expected,
      total_true: questionIds.length - 3,
      total_false: 3,
      is_complete: false,
    });
    expect(await db.$count(assessmentAnswers, eq(assessmentAnswers.submissionId, outcome.data.answer_id))).toBe(
      questionIds.length,
    );

    const mails = await mailsAfter(before);
    expect(mails).toHaveLength(2);
    const receipt = mails.find((mail) => mail.kind === 'member-assessment-receipt');
    const link = absoluteUrl('/en/mm/member-assessment');
    expect(link).toMatch(/^https?:\/\/[^/]+\/en\/mm\/member-assessment$/);
    expect(receipt).toMatchObject({ to: 'office@gobi-gold.example', locale: 'en', status: 'pending' });
    expect(receipt?.subject).toBe(`We have received your organisation's assessment: ${expected}%`);
    expect(receipt?.text).toContain(`Overall: ${expected}% (Yes: ${questionIds.length - 3}, No: 3)`);
    expect(receipt?.text).toContain(link);
    expect(receipt?.html).toContain(`href="${link}"`);
    const notice = mails.find((mail) => mail.kind === 'member-assessment-notice');
    expect(notice).toMatchObject({ to: OFFICE_EMAIL, locale: 'mn' });
    expect(notice?.subject).toBe(`Гишүүн байгууллагын үнэлгээ ирлээ: Gobi Gold LLC (${expected}%)`);
    expect(notice?.text).toContain(`Нийт үнэлгээ: ${expected}%`);
    expect(notice?.text).toContain(absoluteUrl('/admin/assessment-member-result'));
  });

  it('writes a Mongolian receipt with the bare Mongolian address for a Mongolian page', async () => {
    const member = await createMember('Говь Алт ХХК', 'info@govi-alt.example');
    const before = await lastMailId();

    const outcome = await finishMemberAssessment({
      member,
      locale: 'mn',
      input: { answers: answersWith(0) },
      claims: {},
    });

    expect(outcome.ok).toBe(true);
    const receipt = (await mailsAfter(before)).find((mail) => mail.to === 'info@govi-alt.example');
    expect(receipt?.subject).toBe('Танай байгууллагын үнэлгээг хүлээн авлаа: 100%');
    expect(receipt?.text).toContain('Нийт үнэлгээ: 100%');
    expect(receipt?.text).toContain(absoluteUrl('/mm/member-assessment'));
    expect(receipt?.text).not.toContain('/en/');
  });

  it('keeps the answers sent before with their proof file, and scores them with the rest', async () => {
    const member = await createMember('Proof Mining LLC', 'office@proof-mining.example');
    const [first, ...rest] = questionIds;
    if (first === undefined) throw new Error('no questions');
    await saveMemberAnswer(
      member.id,
      { questionId: first, answer: 0, proof: true, comment: 'report' },
      'private/assessment/proof.pdf',
    );
    const answers = answersWith(0).filter((answer) => answer.question_id !== first);

    const outcome = await finishMemberAssessment({ member, locale: 'en', input: { answers }, claims: {} });

    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.data.total_false).toBe(1);
    expect(rest).toHaveLength(answers.length);
    const [kept] = await db
      .select()
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.questionId, first))
      .orderBy(desc(assessmentAnswers.id))
      .limit(1);
    expect(kept).toMatchObject({ proofFile: 'private/assessment/proof.pdf', comment: 'report' });
  });

  it('stores no result and mails no one while a question is unanswered, and refuses a second Finish', async () => {
    const member = await createMember('Half Done LLC', 'office@half-done.example');
    const before = await lastMailId();

    const partial = await finishMemberAssessment({
      member,
      locale: 'en',
      input: { answers: answersWith(0).slice(1) },
      claims: {},
    });
    expect(partial).toEqual({ ok: false, reason: 'notAllAnswered' });
    expect(await mailsAfter(before)).toHaveLength(0);

    expect(
      (await finishMemberAssessment({ member, locale: 'en', input: { answers: answersWith(0) }, claims: {} })).ok,
    ).toBe(true);
    const again = await finishMemberAssessment({
      member,
      locale: 'en',
      input: { answers: answersWith(0) },
      claims: {},
    });
    expect(again).toEqual({ ok: false, reason: 'alreadySubmitted' });
    expect(await mailsAfter(before)).toHaveLength(2);
  });

  it("refuses another member's submission id and a question outside the codex", async () => {
    const member = await createMember('Careful LLC', 'office@careful.example');
    const foreign = await finishMemberAssessment({
      member,
      locale: 'en',
      input: { answers: answersWith(0) },
      claims: { claimedAnswerId: 999_999 },
    });
    expect(foreign).toEqual({ ok: false, reason: 'forbidden' });
    const unknown = await finishMemberAssessment({
      member,
      locale: 'en',
      input: { answers: [{ question_id: 999_999, answer: 1, proof: false, comment: '' }] },
      claims: {},
    });
    expect(unknown).toEqual({ ok: false, reason: 'unknownQuestion' });
    const submissions = await db
      .select({ id: assessmentSubmissions.id })
      .from(assessmentSubmissions)
      .where(eq(assessmentSubmissions.memberId, member.id));
    expect(submissions).toHaveLength(0);
  });
});

describe("saveMemberResult (the seeds' POST /insert/result)", () => {
  it('queues the same receipt and notice with the result it saves', async () => {
    const member = await createMember('Seed Path LLC', 'office@seed-path.example');
    for (const id of questionIds)
      await saveMemberAnswer(member.id, { questionId: id, answer: 1, proof: false, comment: '' }, null);
    const before = await lastMailId();

    const outcome = await saveMemberResult(member, {}, 'mn');

    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const mails = await mailsAfter(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([OFFICE_EMAIL, 'office@seed-path.example']);
    expect(mails.find((mail) => mail.to === 'office@seed-path.example')?.subject).toBe(
      'Танай байгууллагын үнэлгээг хүлээн авлаа: 100%',
    );
    const results = await db
      .select()
      .from(assessmentResults)
      .where(inArray(assessmentResults.id, [outcome.data.id]));
    expect(results).toHaveLength(1);
  });
});
