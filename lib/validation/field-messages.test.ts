import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { allFieldMessages, fieldMessages } from './field-messages';

const schema = z
  .object({
    name: z
      .string()
      .min(1, 'name.required')
      .max(5, 'name.tooLong')
      .regex(/^[a-z]*$/, 'name.letters'),
    emails: z.array(z.email('email.invalid')),
    address: z.object({ city: z.string('city.required') }),
  })
  .refine((value) => value.name !== 'admin', { message: 'form.reserved' });

function errorOf(input: unknown): z.ZodError {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected the input to be refused');

  return parsed.error;
}

describe('fieldMessages', () => {
  it('keeps the first message of each field under its dotted path, in the schema’s order', () => {
    const error = errorOf({ name: 'TOO-LONG', emails: ['a@example.mn', 'nope', 'neither'], address: {} });

    expect(fieldMessages(error)).toEqual({
      name: 'name.tooLong',
      'emails.1': 'email.invalid',
      'emails.2': 'email.invalid',
      'address.city': 'city.required',
    });
  });

  it('names the top-level field only when asked, one message for a whole list or group', () => {
    const error = errorOf({ name: 'TOO-LONG', emails: ['nope', 'neither'], address: {} });

    expect(fieldMessages(error, { by: 'field' })).toEqual({
      name: 'name.tooLong',
      emails: 'email.invalid',
      address: 'city.required',
    });
  });

  it('names an issue about the whole input `form`, or the name the caller gives', () => {
    const error = errorOf({ name: 'admin', emails: [], address: { city: 'UB' } });

    expect(fieldMessages(error)).toEqual({ form: 'form.reserved' });
    expect(fieldMessages(error, { root: 'query' })).toEqual({ query: 'form.reserved' });
    expect(fieldMessages(error, { root: '' })).toEqual({ '': 'form.reserved' });
  });

  it('words only the message each field keeps, with the field at hand', () => {
    const worded: string[] = [];
    const text = (message: string, field: string) => {
      worded.push(message);

      return `${field}: ${message.toUpperCase()}`;
    };
    const error = errorOf({ name: 'TOO-LONG', emails: ['nope'], address: { city: 'UB' } });

    expect(fieldMessages(error, { by: 'field', text })).toEqual({
      name: 'name: NAME.TOOLONG',
      emails: 'emails: EMAIL.INVALID',
    });
    expect(worded).toEqual(['name.tooLong', 'email.invalid']);
  });

  it('reads field errors already grouped per field (an admin action’s), a field named `issues` included', () => {
    const grouped = {
      name: ['name.required', 'name.tooLong'],
      issues: ['issues.invalid'],
      email: [],
      phone: undefined,
    };

    expect(fieldMessages(grouped)).toEqual({ name: 'name.required', issues: 'issues.invalid' });
    expect(fieldMessages(grouped, { text: (message) => `«${message}»` })).toEqual({
      name: '«name.required»',
      issues: '«issues.invalid»',
    });
  });

  it('answers nothing for a valid-looking error without issues', () => {
    expect(fieldMessages(new z.ZodError([]))).toEqual({});
  });
});

describe('allFieldMessages', () => {
  it('keeps every message of each field, in order, worded', () => {
    const error = errorOf({ name: 'TOO-LONG', emails: ['nope', 'neither'], address: { city: 'UB' } });

    expect(allFieldMessages(error, { by: 'field' })).toEqual({
      name: ['name.tooLong', 'name.letters'],
      emails: ['email.invalid', 'email.invalid'],
    });
    expect(allFieldMessages({ name: ['a', 'b'] }, { text: (message, field) => `${field}=${message}` })).toEqual({
      name: ['name=a', 'name=b'],
    });
  });
});
