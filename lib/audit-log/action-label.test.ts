import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { IMPORT_KINDS } from '@/lib/trade/import/columns';

import { auditActionLabel } from './action-label';

const SOURCE_ROOTS = ['lib', 'app'];

async function sourceFiles(): Promise<string[]> {
  const lists = await Promise.all(
    SOURCE_ROOTS.map(async (root) => (await readdir(root, { recursive: true })).map((name) => path.join(root, name))),
  );

  return lists.flat().filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** Every action name the code records: the literal `action: 'kind.verb'` arguments, and the imports' `${kind}.import`. */
async function recordedActions(): Promise<string[]> {
  const actions = new Set(IMPORT_KINDS.map((kind) => `${kind}.import`));
  for (const file of await sourceFiles()) {
    for (const [, action] of (await readFile(file, 'utf8')).matchAll(/\baction: ['`]([a-z-]+\.[a-z-]+)['`]/g))
      actions.add(action ?? '');
  }

  return [...actions];
}

describe('auditActionLabel', () => {
  it('names a record kind and what was done to it in Mongolian', () => {
    expect(auditActionLabel('news.update')).toBe('Мэдээ: зассан');
    expect(auditActionLabel('directory-company.remove-category')).toBe('Лавлахын компани: ангиллаас хассан');
    expect(auditActionLabel('auth.sign-in')).toBe('Админ самбар: нэвтэрсэн');
    expect(auditActionLabel('sign-in.guess-burst')).toBe('Нэвтрэлт: олон удаа буруу код оролдсон');
    expect(auditActionLabel('sign-in.request-burst')).toBe('Нэвтрэлт: олон удаа код хүссэн');
  });

  it('keeps a name it has no words for as it was recorded', () => {
    for (const action of ['legacy.thing', 'news.archive', 'toString.constructor', 'news'])
      expect(auditActionLabel(action)).toBe(action);
  });

  it('has words for every action the code records', async () => {
    const actions = await recordedActions();
    expect(actions.length).toBeGreaterThan(100);
    expect(actions.filter((action) => auditActionLabel(action) === action)).toEqual([]);
  });
});
