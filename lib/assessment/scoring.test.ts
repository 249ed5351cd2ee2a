import { describe, expect, it } from 'vitest';

import { compareCids, parentCidOf, sectionIndexOf } from './cid';
import { percentage, requirementStatus, scoreAnswers } from './scoring';

describe('percentage', () => {
  it('is yes over answered, rounded to a whole number', () => {
    expect(percentage(2, 3)).toBe(67);
    expect(percentage(1, 3)).toBe(33);
    expect(percentage(1, 8)).toBe(13);
    expect(percentage(5, 5)).toBe(100);
    expect(percentage(0, 0)).toBe(0);
  });
});

describe('scoreAnswers', () => {
  it('gives the overall and the five section percentages and the yes and no counts', () => {
    const score = scoreAnswers([
      { section: 1, answer: 1 },
      { section: 1, answer: 0 },
      { section: 1, answer: 1 },
      { section: 2, answer: 0 },
      { section: 3, answer: 1 },
      { section: 5, answer: 1 },
      { section: 5, answer: 0 },
    ]);
    expect(score).toEqual({ mainPercentage: 57, sectionPercentages: [67, 0, 100, 0, 50], totalTrue: 4, totalFalse: 3 });
  });
});

describe('requirementStatus', () => {
  it('is met only with every sub-question yes and proved', () => {
    expect(
      requirementStatus(
        [
          { answer: 1, proof: true },
          { answer: 1, proof: true },
        ],
        2,
      ),
    ).toBe('met');
    expect(
      requirementStatus(
        [
          { answer: 1, proof: true },
          { answer: 1, proof: false },
        ],
        2,
      ),
    ).toBe('noEvidence');
    expect(
      requirementStatus(
        [
          { answer: 1, proof: true },
          { answer: 0, proof: true },
        ],
        2,
      ),
    ).toBe('notMet');
    expect(requirementStatus([{ answer: 1, proof: true }], 2)).toBe('notMet');
  });
});

describe('codex indexes', () => {
  it('order numerically, segment by segment', () => {
    expect(['1.10', '1.2.1', '1.2', '2', '1.9'].sort(compareCids)).toEqual(['1.2', '1.2.1', '1.9', '1.10', '2']);
  });

  it('name their section and parent', () => {
    expect(sectionIndexOf('3.4.2')).toBe(3);
    expect(parentCidOf('3.4.2')).toBe('3.4');
    expect(parentCidOf('3.4')).toBeNull();
  });
});
