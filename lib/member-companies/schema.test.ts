import { describe, expect, it } from 'vitest';

import { memberCompanyQuerySchema, memberCompanySchema } from './schema';

const M = 'admin.organisation';
const messages = (input: unknown) => memberCompanySchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('memberCompanySchema', () => {
  it('asks for the name, the e-mail and the image, in that order', () => {
    expect(messages({ name: '', email: '', logo: '' })).toEqual([
      `${M}.nameRequired`,
      `${M}.emailRequired`,
      `${M}.imageRequired`,
    ]);
    expect(messages({ name: 'Эрдэнэт', email: 'no', logo: 'k' })).toEqual([`${M}.emailInvalid`]);
  });

  it('is active unless told otherwise', () => {
    expect(memberCompanySchema.parse({ name: 'Эрдэнэт', email: 'info@erdenet.example', logo: 'k' }).active).toBe(true);
  });
});

describe('memberCompanyQuerySchema', () => {
  it('falls back to the first page and page size for a hand-edited URL', () => {
    expect(memberCompanyQuerySchema.parse({ search: ' Говь ', page: '-3', limit: '7' })).toMatchObject({
      search: 'Говь',
      page: 1,
      limit: 10,
      format: 'json',
    });
  });
});
