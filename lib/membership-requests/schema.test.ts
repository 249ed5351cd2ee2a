import { describe, expect, it } from 'vitest';

import { fieldMessages } from '@/lib/validation/field-messages';

import { EMPTY_OFFICE_REQUEST, firstMessageInOrder, officeRequestSchema } from './schema';

const valid = {
  name: 'Б.Болд',
  email: 'bold@example.mn',
  phone_number: '99112233',
  business_type: 'Уул уурхай',
  member_request: true,
  codex_request: false,
  meeting_request: false,
};

function firstMessage(input: unknown): string | undefined {
  const result = officeRequestSchema.safeParse(input);

  return result.success ? undefined : firstMessageInOrder(fieldMessages(result.error, { by: 'field' }));
}

describe('officeRequestSchema', () => {
  it('reports the problems in the seeds order, one field at a time', () => {
    const steps: Array<[Partial<typeof valid>, string | undefined]> = [
      [{}, 'membership.errors.name'],
      [{ name: valid.name }, 'membership.errors.email'],
      [{ email: valid.email }, 'membership.errors.phone'],
      [{ phone_number: valid.phone_number }, 'membership.errors.businessType'],
      [{ business_type: valid.business_type }, 'membership.errors.purpose'],
      [{ codex_request: true }, undefined],
    ];
    let input: Record<string, unknown> = { ...EMPTY_OFFICE_REQUEST };
    for (const [change, expected] of steps) {
      input = { ...input, ...change };
      expect(firstMessage(input)).toBe(expected);
    }
  });

  it('lists every empty field with its own message', () => {
    const result = officeRequestSchema.safeParse(EMPTY_OFFICE_REQUEST);
    expect(result.success).toBe(false);
    expect(result.error && fieldMessages(result.error, { by: 'field' })).toEqual({
      name: 'membership.errors.name',
      email: 'membership.errors.email',
      phone_number: 'membership.errors.phone',
      business_type: 'membership.errors.businessType',
      member_request: 'membership.errors.purpose',
    });
  });

  it('needs at least one purpose, and any one of them is enough', () => {
    const none = { ...valid, member_request: false };
    expect(officeRequestSchema.safeParse(none).error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['member_request'], 'membership.errors.purpose'],
    ]);
    for (const purpose of ['member_request', 'codex_request', 'meeting_request'] as const) {
      expect(officeRequestSchema.safeParse({ ...none, [purpose]: true }).success).toBe(true);
    }
  });

  it('tells an empty e-mail from a malformed one', () => {
    expect(firstMessage({ ...valid, email: '   ' })).toBe('membership.errors.email');
    expect(firstMessage({ ...valid, email: 'bold@' })).toBe('membership.errors.emailInvalid');
    expect(firstMessage({ ...valid, email: 'bold example.mn' })).toBe('membership.errors.emailInvalid');
  });

  it('refuses a phone that is no phone number and a name of one letter, as the other public forms do', () => {
    for (const phone of ['abc', '12', 'call me', '99-11-ab'])
      expect(firstMessage({ ...valid, phone_number: phone })).toBe('membership.errors.phoneInvalid');
    for (const name of ['Б', 'A.', '12'])
      expect(firstMessage({ ...valid, name })).toBe('membership.errors.nameInvalid');
    for (const phone of ['+976 9911-2233', '(976) 88 11 22 33'])
      expect(officeRequestSchema.safeParse({ ...valid, phone_number: phone }).success).toBe(true);
    expect(officeRequestSchema.safeParse({ ...valid, name: 'Li' }).success).toBe(true);
  });

  it('asks for an empty phone or name before judging it', () => {
    expect(firstMessage({ ...valid, phone_number: '  ' })).toBe('membership.errors.phone');
    expect(firstMessage({ ...valid, name: ' ' })).toBe('membership.errors.name');
  });

  it('trims the texts and treats a missing purpose as not wanted', () => {
    const result = officeRequestSchema.safeParse({
      name: '  Б.Болд ',
      email: ' bold@example.mn ',
      phone_number: ' 99112233',
      business_type: 'Уул уурхай ',
      meeting_request: true,
    });
    expect(result.data).toEqual({ ...valid, member_request: false, meeting_request: true });
  });

  it('refuses values of the wrong type and overlong texts', () => {
    expect(firstMessage({ ...valid, name: 42 })).toBe('membership.errors.name');
    expect(firstMessage({ ...valid, codex_request: 'yes' })).toBe('membership.errors.purpose');
    expect(firstMessage({ ...valid, business_type: 'x'.repeat(201) })).toBe('membership.errors.tooLong');
    expect(officeRequestSchema.safeParse(null).success).toBe(false);
  });
});
