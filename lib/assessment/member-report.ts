import type { CodexGroup } from './codex';
import { type RequirementStatus, requirementStatus } from './scoring';

export type StoredAnswer = { answer: 0 | 1; proof: boolean };
export type RequirementReport = { cid: string; question: string; status: RequirementStatus };
export type SectionReport = {
  mainIndex: number;
  mainTitle: string;
  percentage: number;
  requirements: RequirementReport[];
};

/**
 * What the member sees beside each percentage: every requirement of each section with its status (met, not
 * met, no evidence), from the stored answers of its sub-questions.
 */
export function buildMemberReport(
  groups: readonly CodexGroup[],
  answers: ReadonlyMap<number, StoredAnswer>,
  sectionPercentages: readonly number[],
): SectionReport[] {
  return groups.map((group) => ({
    mainIndex: group.mainIndex,
    mainTitle: group.mainTitle,
    percentage: sectionPercentages[group.mainIndex - 1] ?? 0,
    requirements: group.questions.map((requirement) => ({
      cid: requirement.cid,
      question: requirement.question,
      status: requirementStatus(
        requirement.children.flatMap((child) => {
          const answer = answers.get(child.id);

          return answer ? [answer] : [];
        }),
        requirement.children.length,
      ),
    })),
  }));
}
