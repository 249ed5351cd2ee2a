import 'server-only';

import type { Database } from '@/db';
import { assessmentQuestions, assessmentSections } from '@/db/schema';

import { CODEX } from './content/assessment-codex';
import type { SeedPart } from './part';

type QuestionRow = typeof assessmentQuestions.$inferInsert;

function questionRows(): { requirements: QuestionRow[]; questions: QuestionRow[] } {
  const requirements: QuestionRow[] = [];
  const questions: QuestionRow[] = [];
  let id = 0;
  CODEX.forEach((section, sectionIndex) => {
    section.requirements.forEach((requirement, requirementIndex) => {
      const cid = `${sectionIndex + 1}.${requirementIndex + 1}`;
      requirements.push({ id: ++id, cid, pid: null, question: requirement.text[0], questionEn: requirement.text[1] });
      requirement.questions.forEach(([question, questionEn], questionIndex) => {
        questions.push({ id: ++id, cid: `${cid}.${questionIndex + 1}`, pid: cid, question, questionEn });
      });
    });
  });

  return { requirements, questions };
}

/** The responsible-mining codex: 5 sections, 29 requirements (cid 'n.m') and their yes/no questions ('n.m.k'). */
export function assessmentPart(): SeedPart {
  return {
    files: [],
    insert: async (db: Database) => {
      await db
        .insert(assessmentSections)
        .values(
          CODEX.map((section, index) => ({
            id: index + 1,
            mainIndex: index + 1,
            mainTitle: section.title[0],
            mainTitleEn: section.title[1],
          })),
        )
        .onConflictDoNothing();
      const { requirements, questions } = questionRows();
      // Requirements first: a question's pid refers to its requirement's cid.
      await db.insert(assessmentQuestions).values(requirements).onConflictDoNothing();
      await db.insert(assessmentQuestions).values(questions).onConflictDoNothing();
    },
  };
}
