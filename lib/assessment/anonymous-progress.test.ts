import { describe, expect, it } from 'vitest';

import { EMPTY_PROGRESS, parseProgress, submissionPayload, unansweredIds } from './anonymous-progress';
import type { CodexGroup } from './codex';

const groups: CodexGroup[] = [
  {
    id: 1,
    mainIndex: 1,
    mainTitle: 'Засаглал',
    questions: [
      {
        cid: '1.1',
        question: 'Хууль',
        children: [
          { id: 2, cid: '1.1.1', question: 'a' },
          { id: 3, cid: '1.1.2', question: 'b' },
        ],
      },
    ],
  },
  {
    id: 2,
    mainIndex: 2,
    mainTitle: 'Аюулгүй байдал',
    questions: [{ cid: '2.1', question: 'Эрсдэл', children: [{ id: 5, cid: '2.1.1', question: 'c' }] }],
  },
];
const info = { name: 'Говь ХХК', email: 'info@gobi.mn', phone_number: '99112233' };

describe('parseProgress', () => {
  it('starts afresh without stored progress or with something unreadable', () => {
    for (const stored of [
      null,
      '',
      '{',
      '{"page":"2"}',
      JSON.stringify({ ...EMPTY_PROGRESS, answers: { 2: { answer: 3, proof: false } } }),
    ]) {
      expect(parseProgress(stored, 2)).toEqual(EMPTY_PROGRESS);
    }
  });

  it('resumes what was stored, never past the last section', () => {
    const progress = { page: 2, info, answers: { 2: { answer: 1, proof: true }, 3: { answer: null, proof: true } } };
    expect(parseProgress(JSON.stringify(progress), 2)).toEqual(progress);
    expect(parseProgress(JSON.stringify({ ...progress, page: 9 }), 2).page).toBe(2);
  });
});

describe('unansweredIds', () => {
  it('lists the rows of the section without a yes or no, a ticked evidence box alone not counting', () => {
    expect(unansweredIds(groups[0] as CodexGroup, {})).toEqual([2, 3]);
    expect(
      unansweredIds(groups[0] as CodexGroup, { 2: { answer: 0, proof: false }, 3: { answer: null, proof: true } }),
    ).toEqual([3]);
    expect(
      unansweredIds(groups[0] as CodexGroup, { 2: { answer: 0, proof: false }, 3: { answer: 1, proof: false } }),
    ).toEqual([]);
  });
});

describe('submissionPayload', () => {
  it('sends the seeds payload for the questions of the codex on the page only', () => {
    const answers = {
      2: { answer: 1 as const, proof: true },
      3: { answer: 0 as const, proof: false },
      5: { answer: 1 as const, proof: false },
      77: { answer: 1 as const, proof: false },
    };

    expect(submissionPayload({ page: 2, info, answers }, groups)).toEqual({
      ...info,
      answers: [
        { question_id: 2, answer: 1, proof: true },
        { question_id: 3, answer: 0, proof: false },
        { question_id: 5, answer: 1, proof: false },
      ],
    });
  });
});
