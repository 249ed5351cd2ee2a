import { describe, expect, it } from 'vitest';

import { accountSchema } from './schema';

const messages = (input: unknown) => accountSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('accountSchema', () => {
  it('asks for the first name, then the e-mail, then the role, in the seeds order', () => {
    expect(messages({ first_name: '', email: '', account_role: '' })).toEqual([
      'admin.operations.accounts.errors.firstName',
      'admin.operations.accounts.errors.email',
      'admin.operations.accounts.errors.role',
    ]);
    expect(messages({})).toEqual([
      'admin.operations.accounts.errors.firstName',
      'admin.operations.accounts.errors.email',
      'admin.operations.accounts.errors.role',
    ]);
  });

  it('checks the e-mail format and the role values, not the phone', () => {
    expect(messages({ first_name: 'Болд', email: 'bold', account_role: 4, phone_number: '' })).toEqual([
      'admin.operations.accounts.errors.emailInvalid',
      'admin.operations.accounts.errors.role',
    ]);
  });

  it('trims, lower-cases the e-mail and reads the role from the form', () => {
    expect(accountSchema.parse({ first_name: ' Болд ', email: ' Bold@Example.MN ', account_role: '1' })).toEqual({
      first_name: 'Болд',
      email: 'bold@example.mn',
      account_role: 1,
      last_name: '',
      phone_number: '',
      position: '',
      department: '',
    });
  });
});
