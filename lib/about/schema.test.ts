import { describe, expect, it } from 'vitest';

import { aboutPersonSchema } from './schema';

const M = 'admin.organisation';
const messages = (input: unknown) => aboutPersonSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('aboutPersonSchema', () => {
  it("president: name, years of work, image, in the seeds' order; English not checked", () => {
    expect(messages({ about_category: 'President', name: ' ', years_of_work: '', profile: '' })).toEqual([
      `${M}.nameRequired`,
      `${M}.about.yearsOfWorkRequired`,
      `${M}.imageRequired`,
    ]);
  });

  it('council: name, position, company, image', () => {
    expect(messages({ about_category: 'Association', name: '', position: '', company: '', profile: '' })).toEqual([
      `${M}.nameRequired`,
      `${M}.about.positionRequired`,
      `${M}.about.companyRequired`,
      `${M}.imageRequired`,
    ]);
  });

  it('office: name, position, e-mail, image; the e-mail must be one', () => {
    expect(messages({ about_category: 'Office', name: '', position: '', email: '', profile: '' })).toEqual([
      `${M}.nameRequired`,
      `${M}.about.positionRequired`,
      `${M}.emailRequired`,
      `${M}.imageRequired`,
    ]);
    expect(messages({ about_category: 'Office', name: 'А', position: 'Б', email: 'not-mail', profile: 'k' })).toEqual([
      `${M}.emailInvalid`,
    ]);
  });

  it('auditor: name, then image', () => {
    expect(messages({ about_category: 'Auditor', name: '', profile: '' })).toEqual([
      `${M}.nameRequired`,
      `${M}.imageRequired`,
    ]);
  });

  it('keeps only the fields of the category and fills empty English fields', () => {
    const parsed = aboutPersonSchema.parse({
      about_category: 'Association',
      name: ' Б.Ганболд ',
      position: 'Дарга',
      company: 'Алтан Говь',
      profile: 'admin/images/a.png',
      email: 'ignored@example.com',
    });
    expect(parsed).toEqual({
      about_category: 'Association',
      name: 'Б.Ганболд',
      name_en: '',
      position: 'Дарга',
      position_en: '',
      company: 'Алтан Говь',
      company_en: '',
      profile: 'admin/images/a.png',
    });
  });
});
