import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import {
  assessmentAnswers,
  assessmentAttachments,
  assessmentResults,
  assessmentSubmissions,
  memberCompanies,
} from '@/db/schema';
import { answerableQuestions } from '@/lib/assessment/codex';
import { scoreAnswers } from '@/lib/assessment/scoring';
import { isPrivateKey } from '@/lib/storage/private-keys';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { accountsPart } from './accounts';
import { assessmentPart } from './assessment';
import { assessmentMemberResultsPart } from './assessment-member-results';
import { createSeedClock } from './clock';

prepareTestDatabase();

const context = { clock: createSeedClock() };
const part = assessmentMemberResultsPart(context);
const seed = async () => {
  await accountsPart(context).insert(db);
  await assessmentPart().insert(db);
  await part.insert(db);
};

beforeAll(seed);

const memberSubmissions = () =>
  db
    .select({ id: assessmentSubmissions.id, email: memberCompanies.email })
    .from(assessmentSubmissions)
    .innerJoin(memberCompanies, eq(memberCompanies.id, assessmentSubmissions.memberId))
    .where(isNotNull(assessmentSubmissions.memberId));

describe('assessmentMemberResultsPart', () => {
  it('gives two member companies the member journey does not start afresh a complete assessment, once', async () => {
    await seed();

    const rows = await memberSubmissions();
    expect(rows.map((row) => row.email).sort()).toEqual([
      'contact@selenge-iron.example',
      'info@borundur-fluorite.example',
    ]);
    expect(
      rows.some((row) =>
        ['member@example.com', 'office@nomingobi-coal.example', 'info@khangai-copper.example'].includes(row.email),
      ),
    ).toBe(false);
    expect(await db.$count(assessmentResults)).toBe(2);
    expect(await db.$count(assessmentAttachments)).toBe(2);
  });

  it('answers every question, stores the result its answers give and the attachments with and without consent', async () => {
    const answerable = await answerableQuestions();
    const consents: boolean[] = [];
    for (const { id } of await memberSubmissions()) {
      const answers = await db.select().from(assessmentAnswers).where(eq(assessmentAnswers.submissionId, id));
      expect(answers).toHaveLength(answerable.size);
      const score = scoreAnswers(
        answers.map((row) => ({
          section: answerable.get(row.questionId)?.section ?? 0,
          answer: row.answer === 1 ? 1 : 0,
        })),
      );
      const [result] = await db.select().from(assessmentResults).where(eq(assessmentResults.submissionId, id));
      expect(result).toMatchObject({
        mainPercentage: score.mainPercentage,
        totalTrue: score.totalTrue,
        totalFalse: score.totalFalse,
        isComplete: true,
        thirdSectionPer: score.sectionPercentages[2],
      });

      const withFiles = answers.filter((row) => row.proofFile);
      expect(withFiles.length).toBeGreaterThan(0);
      // A proof file only with a ticked proof on a yes, stored privately and written by the part.
      for (const row of withFiles) {
        expect(row).toMatchObject({ answer: 1, proof: true });
        expect(isPrivateKey(row.proofFile ?? '')).toBe(true);
        expect(part.files.map((file) => file.key)).toContain(row.proofFile);
      }
      const [attachment] = await db
        .select()
        .from(assessmentAttachments)
        .where(eq(assessmentAttachments.resultId, result?.id ?? 0));
      expect(part.files.map((file) => file.key)).toEqual(
        expect.arrayContaining([attachment?.officialDocument, attachment?.form]),
      );
      consents.push(attachment?.publication ?? false);
    }
    expect(consents.sort()).toEqual([false, true]);
  });

  it('renders small valid PDF and PNG files', async () => {
    const rendered = await Promise.all(part.files.map(async (file) => ({ file, bytes: await file.render() })));
    for (const { file, bytes } of rendered) {
      const signature = file.contentType === 'application/pdf' ? '%PDF' : '\x89PNG';
      expect(bytes.subarray(0, 4).toString('latin1')).toBe(signature);
    }
    expect(new Set(part.files.map((file) => file.contentType))).toEqual(new Set(['application/pdf', 'image/png']));
  });
});
