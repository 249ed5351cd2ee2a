import path from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LAYER_RULE = 'import/no-restricted-paths';
// db/'s own rule, and the one that keeps demo-data/ and scripts/ on top: typescript-eslint's no-restricted-imports.
const RESTRICTED_RULE = '@typescript-eslint/no-restricted-imports';
const PRIVATE_RULE = 'local/route-private-folders';
const CYCLE_RULE = 'import/no-cycle';

const eslint = new ESLint({ cwd: ROOT });

/** The rules that lint reports for `code` as if it were the file at `filePath`, one entry a message. */
async function reportedRules(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });

  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => [LAYER_RULE, RESTRICTED_RULE, PRIVATE_RULE, CYCLE_RULE].includes(rule));
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\n\nexport const used = imported;\n`;

describe('the layers import downwards only (app → components → lib → db)', () => {
  it.each([
    ['lib/health/example.test.ts', '@/app/api/health/ready/route'],
    ['lib/admin/example.ts', '../../app/api/health/ready/route'],
    ['lib/social-links/example.ts', '@/components/layout/social-icon'],
    ['components/layout/example.tsx', '@/app/(admin)/admin/layout'],
    ['db/schema/example.ts', '@/components/layout/social-icon'],
    ['app/api/example/route.ts', '@/db'],
    ['app/example/page.tsx', 'drizzle-orm'],
  ])('refuses %s importing %s', async (filePath, specifier) => {
    expect(await reportedRules(importing(specifier), filePath)).toContain(LAYER_RULE);
  });

  it.each([
    ['db/index.ts', '@/lib/env'],
    ['db/schema/example.ts', '../../lib/i18n/routing'],
    ['db/example.ts', '@/demo-data'],
    ['lib/setup/example.ts', '@/demo-data'],
    ['lib/setup/example.ts', '../../scripts/db-seed'],
    ['components/layout/example.tsx', '@/demo-data/content/site-settings'],
  ])('refuses %s importing %s (db at the bottom, demo data and scripts on top)', async (filePath, specifier) => {
    expect(await reportedRules(importing(specifier), filePath)).toContain(RESTRICTED_RULE);
  });

  it.each([
    ['app/api/example/route.ts', '@/lib/i18n/routing'],
    ['app/example/page.tsx', '@/components/layout/social-icon'],
    ['components/layout/example.tsx', '@/lib/social-links/icons'],
    ['lib/example/example.ts', '@/db/schema'],
    ['app/api/example/route.test.ts', '@/db'],
    ['demo-data/example.ts', '@/lib/storage'],
    ['lib/example/example.test.ts', '@/demo-data/directory'],
  ])('lets %s import %s', async (filePath, specifier) => {
    expect(await reportedRules(importing(specifier), filePath)).toEqual([]);
  });
});

describe("a route's _components and _lib are its own", () => {
  it.each([
    ['app/[locale]/(yp)/yellow-page/_components/example.ts', '@/app/[locale]/(mm)/mm/_components/banner-slider'],
    ['app/[locale]/(mm)/mm/member/_components/example.tsx', '../../activity/_components/committees-section'],
    ['app/[locale]/(mw)/mw/_components/example.tsx', '../(current)/register/_components/example'],
    ['app/api/mw/get/new-registration/route.ts', '../user-registration/_lib/example'],
    ['lib/admin/example.ts', '@/app/(admin)/admin/_lib/example'],
    ['tests/guards/example.test.ts', '@/app/(admin)/admin/(shell)/_components/example'],
  ])('refuses %s importing %s', async (filePath, specifier) => {
    expect(await reportedRules(importing(specifier), filePath)).toContain(PRIVATE_RULE);
  });

  it.each([
    ['app/[locale]/(yp)/yellow-page/meeting/[id]/page.tsx', '../../_components/example'],
    ['app/[locale]/(yp)/yellow-page/page.tsx', './_components/example'],
    ['app/[locale]/(yp)/yellow-page/_components/example.ts', './sibling'],
    ['app/(admin)/admin/(shell)/week/update-news/_components/example.tsx', '@/app/(admin)/admin/_lib/example'],
  ])('lets %s import %s', async (filePath, specifier) => {
    expect(await reportedRules(importing(specifier), filePath)).toEqual([]);
  });
});

describe("lib/'s modules import one another without a loop", () => {
  // discard.ts imports variant-keys.ts: the other way round would close a loop.
  it('refuses lib/storage/variant-keys.ts importing ./discard', async () => {
    expect(await reportedRules(importing('./discard'), 'lib/storage/variant-keys.ts')).toContain(CYCLE_RULE);
  });

  it('lets lib/storage/discard.ts import ./variant-keys', async () => {
    expect(await reportedRules(importing('./variant-keys'), 'lib/storage/discard.ts')).toEqual([]);
  });
});
