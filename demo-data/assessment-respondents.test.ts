import { eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { assessmentAnswers, assessmentResults, assessmentSubmissions } from '@/db/schema';
import { answerableQuestions } from '@/lib/assessment/codex';
import { scoreAnswers } from '@/lib/assessment/scoring';
// Renamed on import: the fixture registers Vitest hooks, it is no React hook.
import { useTestDatabase as prepareTestDatabase } from '@/tests/fixtures/database';

import { assessmentPart } from './assessment';
import { assessmentRespondentsPart } from './assessment-respondents';
import { createSeedClock } from './clock';

prepareTestDatabase();

const seed = async () => {
  await assessmentPart().insert(db);
  await assessmentRespondentsPart({ clock: createSeedClock() }).insert(db);
};

beforeAll(seed);

describe('assessmentRespondentsPart', () => {
  it('adds four anonymous respondents, once', async () => {
    await seed();

    const rows = await db.select().from(assessmentSubmissions).where(isNull(assessmentSubmissions.memberId));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.name?.endsWith('ХХК') && row.email?.includes('@') && row.phoneNumber)).toBe(true);
    expect(await db.$count(assessmentResults)).toBe(4);
  });

  it('answers every question and stores the result its answers give', async () => {
    const answerable = await answerableQuestions();
    const submissions = await db.select({ id: assessmentSubmissions.id }).from(assessmentSubmissions);
    const percentages = new Set<number>();
    for (const { id } of submissions) {
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
        fifthSectionPer: score.sectionPercentages[4],
      });
      percentages.add(score.mainPercentage);
    }
    // Different organisations, different results.
    expect(percentages.size).toBe(4);
  });
});
