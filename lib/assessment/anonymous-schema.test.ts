import { describe, expect, it } from 'vitest';

import mn from '@/messages/mn/assessment.json';
import en from '@/messages/en/assessment.json';

import { anonymousInfoSchema, anonymousSubmissionSchema, EMPTY_ANONYMOUS_INFO } from './anonymous-schema';

const info = { name: 'Говь Майнинг ХХК', email: 'info@gobi-mining.mn', phone_number: '99112233' };

function messages(schema: typeof anonymousInfoSchema | typeof anonymousSubmissionSchema, input: unknown): string[] {
  const result = schema.safeParse(input);

  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The text of an `assessment.*` key in one language's messages. */
function text(messages: typeof mn, key: string): unknown {
  return key
    .split('.')
    .slice(1)
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );
}

describe('anonymousInfoSchema', () => {
  it('reports the empty fields in the seeds order with the seeds texts', () => {
    const keys = messages(anonymousInfoSchema, EMPTY_ANONYMOUS_INFO);

    expect(keys).toEqual(['assessment.errors.name', 'assessment.errors.email', 'assessment.errors.phone']);
    expect(keys.map((key) => text(mn, key))).toEqual([
      'Та байгууллагын нэрээ оруулна уу.',
      'Та и-мэйл хаягаа оруулна уу.',
      'Та утасны дугаараа оруулна уу.',
    ]);
    expect(keys.map((key) => text(en, key))).toEqual([
      "Please enter your organisation's name.",
      'Please enter your e-mail address.',
      'Please enter your phone number.',
    ]);
    expect(messages(anonymousInfoSchema, {})).toEqual(keys);
  });

  it('holds the e-mail to the seeds pattern', () => {
    for (const email of ['a@b', 'info@gobi', 'info@gobi.m', 'инфо@gobi.mn', 'info gobi@mail.mn', '@gobi.mn']) {
      expect(messages(anonymousInfoSchema, { ...info, email }), email).toEqual(['assessment.errors.emailInvalid']);
    }
    expect(text(mn, 'assessment.errors.emailInvalid')).toBe('И-мэйл хаяг буруу байна');
    for (const email of ['info@gobi-mining.mn', 'b.bold_1%x+y@mail.co.uk', ' trimmed@mail.mn ']) {
      expect(messages(anonymousInfoSchema, { ...info, email }), email).toEqual([]);
    }
  });

  it('trims, and refuses blank and over-long values', () => {
    expect(messages(anonymousInfoSchema, { ...info, name: '   ' })).toEqual(['assessment.errors.name']);
    expect(messages(anonymousInfoSchema, { ...info, name: 'x'.repeat(201) })).toEqual(['assessment.errors.tooLong']);
    expect(anonymousInfoSchema.parse({ ...info, name: '  Говь  ' }).name).toBe('Говь');
  });
});

describe('anonymousSubmissionSchema', () => {
  it('asks for the answers after the organisation fields', () => {
    expect(messages(anonymousSubmissionSchema, {})).toEqual([
      'assessment.errors.name',
      'assessment.errors.email',
      'assessment.errors.phone',
      'assessment.errors.unanswered',
    ]);
    expect(messages(anonymousSubmissionSchema, { ...info, answers: [] })).toEqual(['assessment.errors.unanswered']);
    expect(text(mn, 'assessment.errors.unanswered')).toBe('Бүх асуултанд хариулна уу.');
  });

  it('takes 1 or 0 as the answer and no proof when it is left out', () => {
    const parsed = anonymousSubmissionSchema.parse({
      ...info,
      answers: [
        { question_id: 3, answer: 1 },
        { question_id: 4, answer: 0, proof: true },
      ],
    });
    expect(parsed.answers).toEqual([
      { question_id: 3, answer: 1, proof: false },
      { question_id: 4, answer: 0, proof: true },
    ]);
    expect(messages(anonymousSubmissionSchema, { ...info, answers: [{ question_id: 3, answer: 2 }] })).toEqual([
      'assessment.errors.unanswered',
    ]);
    expect(messages(anonymousSubmissionSchema, { ...info, answers: [{ question_id: '3', answer: 1 }] })).toEqual([
      'assessment.errors.unknownQuestion',
    ]);
    expect(
      messages(anonymousSubmissionSchema, { ...info, answers: [{ question_id: 3, answer: 1, proof: 'yes' }] }),
    ).toEqual(['assessment.errors.invalidProof']);
  });

  it('has every message key in both languages', () => {
    const keys = new Set([
      ...messages(anonymousSubmissionSchema, {
        name: 'x'.repeat(300),
        email: 'bad',
        phone_number: '',
        answers: Array.from({ length: 501 }, () => ({})),
      }),
      'assessment.errors.name',
      'assessment.errors.email',
      'assessment.errors.phone',
      'assessment.errors.unknownQuestion',
      'assessment.errors.duplicateAnswer',
      'assessment.errors.invalidProof',
      'assessment.errors.unanswered',
    ]);
    for (const key of keys) {
      expect(typeof text(mn, key), key).toBe('string');
      expect(typeof text(en, key), key).toBe('string');
    }
  });
});
