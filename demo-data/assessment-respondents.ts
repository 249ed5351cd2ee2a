import 'server-only';

import { and, isNotNull, isNull } from 'drizzle-orm';

import type { Database } from '@/db';
import { assessmentAnswers, assessmentQuestions, assessmentResults, assessmentSubmissions } from '@/db/schema';
import { sectionIndexOf } from '@/lib/assessment/cid';
import { resultColumns, scoreAnswers } from '@/lib/assessment/scoring';

import { createRandom } from './clock';
import type { SeedContext, SeedPart } from './part';

type Respondent = {
  name: string;
  email: string;
  phoneNumber: string;
  daysAgo: number;
  /** The chance of a yes in sections 1 to 5: each organisation is stronger in some scopes than in others. */
  yesRates: readonly [number, number, number, number, number];
};

const RESPONDENTS: readonly Respondent[] = [
  {
    name: 'Хөх Тэнгэр Майнинг ХХК',
    email: 'info@khukhtenger-mining.mn',
    phoneNumber: '7011 4582',
    daysAgo: 52,
    yesRates: [0.85, 0.8, 0.7, 0.65, 0.75],
  },
  {
    name: 'Алтан Дорнод Монгол ХХК',
    email: 'office@altandornod.mn',
    phoneNumber: '7575 1020',
    daysAgo: 31,
    yesRates: [0.6, 0.65, 0.5, 0.45, 0.55],
  },
  {
    name: 'Говийн Нүүрс Тээвэр ХХК',
    email: 'contact@gobi-coal.mn',
    phoneNumber: '9911 3478',
    daysAgo: 12,
    yesRates: [0.35, 0.7, 0.3, 0.25, 0.45],
  },
  {
    name: 'Сэлэнгэ Геологи Хайгуул ХХК',
    email: 'selenge.geo@gmail.com',
    phoneNumber: '8808 6621',
    daysAgo: 4,
    yesRates: [0.95, 0.95, 0.9, 0.9, 0.95],
  },
];

/**
 * A few organisations that took the anonymous self-assessment, with their answers and results, so the staff's
 * respondents screen has something to show. Runs after the codex part. Idempotent by e-mail (the rows have no
 * fixed ids, so they never collide with the member demo's), and the answers are drawn from a fixed seed.
 */
export function assessmentRespondentsPart({ clock }: SeedContext): SeedPart {
  return {
    files: [],
    insert: async (db: Database) => {
      const questions = await db
        .select({ id: assessmentQuestions.id, cid: assessmentQuestions.cid })
        .from(assessmentQuestions)
        .where(isNotNull(assessmentQuestions.pid));
      const existing = await db
        .select({ email: assessmentSubmissions.email })
        .from(assessmentSubmissions)
        .where(and(isNull(assessmentSubmissions.memberId), isNotNull(assessmentSubmissions.email)));
      const seeded = new Set(existing.map((row) => row.email));

      for (const [index, respondent] of RESPONDENTS.entries()) {
        if (seeded.has(respondent.email)) continue;
        const random = createRandom(8_000 + index);
        const createdAt = clock.at(respondent.daysAgo, 9 + index * 2, 15);
        const answers = questions.map((question) => {
          const section = sectionIndexOf(question.cid);
          const answer: 0 | 1 = random.next() < (respondent.yesRates[section - 1] ?? 0.5) ? 1 : 0;

          return { questionId: question.id, section, answer, proof: answer === 1 && random.next() < 0.6 };
        });
        const [submission] = await db
          .insert(assessmentSubmissions)
          .values({ name: respondent.name, email: respondent.email, phoneNumber: respondent.phoneNumber, createdAt })
          .returning({ id: assessmentSubmissions.id });
        if (!submission) throw new Error(`Seeding the respondent ${respondent.email} returned no row`);
        await db.insert(assessmentAnswers).values(
          answers.map(({ questionId, answer, proof }) => ({
            submissionId: submission.id,
            questionId,
            answer,
            proof,
          })),
        );
        await db.insert(assessmentResults).values({
          submissionId: submission.id,
          ...resultColumns(scoreAnswers(answers)),
          isComplete: true,
          createdAt,
        });
      }
    },
  };
}
