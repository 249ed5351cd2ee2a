import { describe, expect, it } from 'vitest';

import {
  presenterCreateSchema,
  presenterQuerySchema,
  presenterReorderSchema,
  presenterSchema,
  publicPresenterQuerySchema,
} from './schema';

const M = 'admin.weekProgramme.presenters';
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);
const valid = {
  image: 'admin/images/0123abcd.png',
  name_mn: 'Б.Болд',
  name_en: 'B. Bold',
  position_mn: 'Захирал',
  position_en: 'Director',
  event_id: 3,
  presenter_queue: 1,
};

describe('presenterSchema', () => {
  it('asks for every field (seeds 5), in the form’s order', () => {
    expect(
      messages(presenterSchema.safeParse({ image: '', name_mn: ' ', name_en: '', position_mn: '', position_en: '' })),
    ).toEqual([
      `${M}.imageRequired`,
      `${M}.nameMnRequired`,
      `${M}.nameEnRequired`,
      `${M}.positionMnRequired`,
      `${M}.positionEnRequired`,
      `${M}.eventRequired`,
      `${M}.queueInvalid`,
    ]);
    expect(presenterSchema.safeParse(valid).success).toBe(true);
    expect(messages(presenterSchema.safeParse({ ...valid, presenter_queue: Number.NaN }))).toEqual([
      `${M}.queueInvalid`,
    ]);
  });

  it('takes a new picture only from the image upload route (jpeg/png checked there), and a place only when given', () => {
    expect(messages(presenterCreateSchema.safeParse({ ...valid, image: 'admin/pdf/0123abcd.pdf' }))).toEqual([
      `${M}.imageInvalid`,
    ]);
    expect(messages(presenterCreateSchema.safeParse({ ...valid, image: '../../etc/passwd' }))).toEqual([
      `${M}.imageInvalid`,
    ]);
    expect(messages(presenterCreateSchema.safeParse({ ...valid, image: '' }))).toEqual([`${M}.imageRequired`]);
    expect(presenterCreateSchema.safeParse({ ...valid, presenter_queue: undefined }).success).toBe(true);
  });
});

describe('presenterReorderSchema', () => {
  it('takes an edition and its rows’ ids, each once', () => {
    expect(presenterReorderSchema.safeParse({ event_id: 3, ids: [2, 1] }).success).toBe(true);
    expect(presenterReorderSchema.safeParse({ event_id: 3, ids: [] }).success).toBe(false);
    expect(presenterReorderSchema.safeParse({ event_id: 3, ids: [1, 1] }).success).toBe(false);
  });
});

describe('the presenter queries', () => {
  it('default to page 1 of 20 and take only the seeds’ page sizes', () => {
    expect(presenterQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(presenterQuerySchema.parse({ event: '2', page: '3', limit: '100' })).toEqual({
      event: 2,
      page: 3,
      limit: 100,
    });
    expect(presenterQuerySchema.safeParse({ limit: '30' }).success).toBe(false);
    expect(presenterQuerySchema.safeParse({ event: 'x' }).success).toBe(false);
  });

  it('need the edition for the public read', () => {
    expect(publicPresenterQuerySchema.parse({ id: '3', lang: 'en' })).toEqual({ id: 3, lang: 'en' });
    expect(publicPresenterQuerySchema.safeParse({}).success).toBe(false);
    expect(publicPresenterQuerySchema.safeParse({ id: '3', lang: 'fr' }).success).toBe(false);
  });
});
