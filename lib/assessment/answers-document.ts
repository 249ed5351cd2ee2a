import type { CodexGroup } from './codex';
import type { SectionReport } from './member-report';
import type { RequirementStatus } from './scoring';

/** One answered sub-question; `answer` and `proof` are null when the member left it out. */
export type AnswerLine = {
  cid: string;
  question: string;
  answer: boolean | null;
  proof: boolean | null;
  comment: string;
};
export type RequirementEntry = {
  cid: string;
  question: string;
  status: RequirementStatus | null;
  answers: AnswerLine[];
};
export type SectionEntry = { mainIndex: number; title: string; percentage: number; requirements: RequirementEntry[] };

/**
 * A member's result with every answer, as plain data: what the answers table shows and what the PDF prints, so
 * both say the same. Plain values only, since it travels from the server to the export button in the browser.
 */
export type AnswersDocument = {
  organisation: string;
  /** The result's day, `YYYY-MM-DD`. */
  date: string;
  mainPercentage: number;
  totalTrue: number;
  totalFalse: number;
  sections: SectionEntry[];
};

type StoredAnswer = { answer: 0 | 1; proof: boolean; comment: string };

type BuildAnswersDocumentOptions = Omit<AnswersDocument, 'sections'> & {
  groups: readonly CodexGroup[];
  sections: readonly SectionReport[];
  answers: ReadonlyMap<number, StoredAnswer>;
};

export function buildAnswersDocument({
  groups,
  sections,
  answers,
  ...result
}: BuildAnswersDocumentOptions): AnswersDocument {
  return {
    ...result,
    sections: groups.map((group) => {
      const report = sections.find((candidate) => candidate.mainIndex === group.mainIndex);

      return {
        mainIndex: group.mainIndex,
        title: group.mainTitle,
        percentage: report?.percentage ?? 0,
        requirements: group.questions.map((requirement) => ({
          cid: requirement.cid,
          question: requirement.question,
          status: report?.requirements.find((candidate) => candidate.cid === requirement.cid)?.status ?? null,
          answers: requirement.children.map((child) => {
            const stored = answers.get(child.id);

            return {
              cid: child.cid,
              question: child.question,
              answer: stored ? stored.answer === 1 : null,
              proof: stored ? stored.proof : null,
              comment: stored?.comment ?? '',
            };
          }),
        })),
      };
    }),
  };
}
