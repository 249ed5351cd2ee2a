import { describe, expect, it } from 'vitest';

import { footerInfoSchema, footerInfoUpdateSchema } from './footer-schema';
import { menuCategorySchema, menuCategoryUpdateSchema } from './menu-schema';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('menuCategorySchema', () => {
  it('defaults to an active static page and trims the names', () => {
    expect(menuCategorySchema.parse({ category: ' Тухай ', category_en: 'About ' })).toEqual({
      category: 'Тухай',
      category_en: 'About',
      pid: null,
      category_status: true,
      page_type: 'static',
    });
  });

  it('wants a known page type and a category id on update', () => {
    expect(menuCategorySchema.safeParse({ category: 'А', category_en: 'A', page_type: 'video' }).success).toBe(false);
    expect(menuCategoryUpdateSchema.safeParse({ category: 'А', category_en: 'A' }).success).toBe(false);
  });
});

describe('footerInfoSchema', () => {
  const check = (type: string, information: string) => messages(footerInfoSchema.safeParse({ type, information }));

  it('accepts a phone number, an e-mail address and a web address for their types', () => {
    expect(check('phone', '+976 (11) 32-1994')).toBeUndefined();
    expect(check('email', 'info@miningweek.mn')).toBeUndefined();
    expect(check('link', 'https://www.mongolianmining.mn')).toBeUndefined();
  });

  it('says what the information should look like for its type', () => {
    expect(check('phone', 'дугаар')).toEqual(['admin.weekSite.footer.errors.phoneInvalid']);
    expect(check('email', 'info@')).toEqual(['admin.weekSite.footer.errors.emailInvalid']);
    expect(check('link', 'www.mongolianmining.mn')).toEqual(['admin.weekSite.footer.errors.linkInvalid']);
    expect(messages(footerInfoUpdateSchema.safeParse({ id: 1, type: 'phone', information: 'x' }))).toEqual([
      'admin.weekSite.footer.errors.phoneInvalid',
    ]);
  });

  it('asks for the type only once when it is missing', () => {
    expect(check('', 'abc')).toEqual(['admin.weekSite.footer.errors.typeRequired']);
  });
});
