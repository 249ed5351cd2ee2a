/** The codex has five sections; a result stores one percentage per section (seeds 9). */
export const SECTION_COUNT = 5;

/** yes / answered as a whole percentage (seeds 4); nothing answered counts as 0 %. */
export function percentage(yes: number, answered: number): number {
  return answered === 0 ? 0 : Math.round((yes / answered) * 100);
}

export type ScoredAnswer = { section: number; answer: 0 | 1 };

export type Score = {
  mainPercentage: number;
  /** Sections 1 to 5 in order. */
  sectionPercentages: number[];
  totalTrue: number;
  totalFalse: number;
};

/** The totals of a result, computed from the stored answers (the browser's figures are never trusted). */
export function scoreAnswers(answers: readonly ScoredAnswer[]): Score {
  const sections = Array.from({ length: SECTION_COUNT }, (_, index) =>
    answers.filter((answer) => answer.section === index + 1),
  );
  const totalTrue = answers.filter((answer) => answer.answer === 1).length;

  return {
    mainPercentage: percentage(totalTrue, answers.length),
    sectionPercentages: sections.map((section) =>
      percentage(section.filter((answer) => answer.answer === 1).length, section.length),
    ),
    totalTrue,
    totalFalse: answers.length - totalTrue,
  };
}

/** A score as the columns of an assessment_results row. */
export function resultColumns({ mainPercentage, sectionPercentages, totalTrue, totalFalse }: Score) {
  const [first = 0, second = 0, third = 0, fourth = 0, fifth = 0] = sectionPercentages;

  return {
    mainPercentage,
    firstSectionPer: first,
    secondSectionPer: second,
    thirdSectionPer: third,
    fourthSectionPer: fourth,
    fifthSectionPer: fifth,
    totalTrue,
    totalFalse,
  };
}

export type RequirementStatus = 'met' | 'notMet' | 'noEvidence';

/**
 * What a member should improve, per requirement: met when every sub-question is answered yes with proof,
 * not met when any is answered no (or left out), no evidence when all are yes but some lack proof.
 */
export function requirementStatus(
  answers: ReadonlyArray<{ answer: 0 | 1; proof: boolean }>,
  questionCount: number,
): RequirementStatus {
  if (answers.length < questionCount || answers.some((answer) => answer.answer === 0)) return 'notMet';

  return answers.every((answer) => answer.proof) ? 'met' : 'noEvidence';
}
