import { beforeAll, describe, expect, it } from 'vitest';

import { db } from '@/db';
import { aboutPeople, memberLogos } from '@/db/schema';
import { useTestDatabase } from '@/tests/fixtures/database';

import { localizePublisher } from './publisher';

useTestDatabase();

beforeAll(async () => {
  await db.insert(aboutPeople).values([
    { aboutCategory: 'Office', name: 'Б.Сарангэрэл', nameEn: 'B. Sarangerel', profile: 'about/sarangerel.jpg' },
    { aboutCategory: 'Office', name: 'Х.Уянга', nameEn: '', profile: 'about/uyanga.jpg' },
  ]);
  await db
    .insert(memberLogos)
    .values({ name: 'Хангайн Зэс ХХК', nameEn: 'Khangai Copper LLC', logo: 'logos/khangai.png', mainMember: true });
});

describe('a news item’s publisher in the page’s language', () => {
  it('names the back-office’s default and the office’s departments from the messages', async () => {
    expect(await localizePublisher('Админ', 'en')).toBe('Admin');
    expect(await localizePublisher(' Хэвлэл мэдээллийн алба ', 'en')).toBe('Press office');
    expect(await localizePublisher('Админ', 'mn')).toBe('Админ');
  });

  it('takes a person’s or a member company’s stored English name', async () => {
    expect(await localizePublisher('Б.Сарангэрэл', 'en')).toBe('B. Sarangerel');
    expect(await localizePublisher('Хангайн Зэс ХХК', 'en')).toBe('Khangai Copper LLC');
    expect(await localizePublisher('Б.Сарангэрэл', 'mn')).toBe('Б.Сарангэрэл');
  });

  it('keeps a name with no English as it was typed', async () => {
    expect(await localizePublisher('Х.Уянга', 'en')).toBe('Х.Уянга');
    expect(await localizePublisher('Т.Тэмүүлэн', 'en')).toBe('Т.Тэмүүлэн');
    expect(await localizePublisher('Mining Week', 'en')).toBe('Mining Week');
  });
});
