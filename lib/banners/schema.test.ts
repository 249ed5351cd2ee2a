import { describe, expect, it } from 'vitest';

import { bannerCreateSchema, bannerSequenceSchema } from './schema';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('bannerCreateSchema', () => {
  it("asks for an image first ('Зураг оруулна уу')", () => {
    expect(messages(bannerCreateSchema.safeParse({ image: '' }))).toEqual(['admin.organisation.imageRequired']);
  });

  it('accepts only a key the image upload route wrote', () => {
    expect(bannerCreateSchema.safeParse({ image: 'admin/images/0123abcd.png' }).success).toBe(true);
    expect(messages(bannerCreateSchema.safeParse({ image: 'admin/pdf/0123abcd.pdf' }))).toEqual([
      'admin.organisation.imageInvalid',
    ]);
    expect(bannerCreateSchema.safeParse({ image: '../etc/passwd' }).success).toBe(false);
  });
});

describe('bannerSequenceSchema', () => {
  it('takes a list of {id, sequence} with each id and sequence once', () => {
    expect(
      bannerSequenceSchema.safeParse({
        banners: [
          { id: 1, sequence: 2 },
          { id: 2, sequence: 1 },
        ],
      }).success,
    ).toBe(true);
    expect(bannerSequenceSchema.safeParse({ banners: [] }).success).toBe(false);
    expect(
      bannerSequenceSchema.safeParse({
        banners: [
          { id: 1, sequence: 1 },
          { id: 1, sequence: 2 },
        ],
      }).success,
    ).toBe(false);
    expect(
      bannerSequenceSchema.safeParse({
        banners: [
          { id: 1, sequence: 1 },
          { id: 2, sequence: 1 },
        ],
      }).success,
    ).toBe(false);
    expect(bannerSequenceSchema.safeParse({ banners: [{ id: '1', sequence: 1 }] }).success).toBe(false);
  });
});
