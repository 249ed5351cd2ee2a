import { describe, expect, it } from 'vitest';

import { indexCheckQuerySchema, questionSchema, respondentQuerySchema } from './admin-schema';
import { parentCidOf } from './cid';

const M = 'admin.assessment.questions';
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('questionSchema', () => {
  it("gives the seeds' required messages in order: index, then question", () => {
    expect(messages(questionSchema.safeParse({ cid: '', question: '  ' }))).toEqual([
      `${M}.cidRequired`,
      `${M}.questionRequired`,
    ]);
  });

  it('accepts a requirement and a sub-question index', () => {
    for (const cid of ['7.4', '7.4.1', '1.10', '5.12.3']) {
      expect(questionSchema.safeParse({ cid, question: 'Асуулт' }).success, cid).toBe(true);
    }
  });

  it('gives the format message for anything but digits separated by dots with at least one dot', () => {
    for (const cid of ['7', '7.', '.7', '7..4', '7.4a', 'a.b', '7,4', '7.4.1.2', '1.02', '0.1', '7.4 .1']) {
      expect(messages(questionSchema.safeParse({ cid, question: 'Асуулт' })), cid).toEqual([`${M}.cidFormat`]);
    }
  });

  it('trims the texts and defaults the English text to empty', () => {
    expect(questionSchema.parse({ cid: ' 1.2.3 ', question: ' Асуулт ' })).toEqual({
      cid: '1.2.3',
      question: 'Асуулт',
      questionEn: '',
    });
  });

  it('checks the index query of /api/check/index with the same rule', () => {
    expect(messages(indexCheckQuerySchema.safeParse({ cid: '1' }))).toEqual([`${M}.cidFormat`]);
    expect(messages(indexCheckQuerySchema.safeParse({}))?.length).toBe(1);
  });
});

describe('parentCidOf (the pid derived from the index, seeds 5)', () => {
  it('is none for two segments and the index without its last segment otherwise', () => {
    expect(parentCidOf('1.2')).toBeNull();
    expect(parentCidOf('1.2.3')).toBe('1.2');
    expect(parentCidOf('7.4.1')).toBe('7.4');
    expect(parentCidOf('1.10.12')).toBe('1.10');
  });
});

describe('respondentQuerySchema', () => {
  it("pages by the seeds' sizes 10, 20, 30 (default 10)", () => {
    expect(respondentQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10, search: '' });
    expect(respondentQuerySchema.parse({ limit: '30', page: '2' })).toMatchObject({ page: 2, limit: 30 });
    expect(respondentQuerySchema.parse({ limit: '15' }).limit).toBe(10);
  });
});
