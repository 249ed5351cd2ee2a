import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCREENS = path.join(ROOT, 'app/(admin)/admin/(shell)');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The README's back-office map as rows of [screen addresses, code folders]. */
function readmeMap(): { screens: string[]; folders: string[] }[] {
  const section = README.split('### Screens and their code')[1]?.split(/\n#/)[0] ?? '';

  return [...section.matchAll(/^\| (`\/admin.*?) \|.*\| (`lib\/.*?) \|$/gm)].map(([, screens = '', folders = '']) => ({
    screens: [...screens.matchAll(/`(\/admin[^`]*)`/g)].map(([, screen = '']) => screen),
    folders: [...folders.matchAll(/`(lib\/[^`]*)`/g)].map(([, folder = '']) => folder),
  }));
}

/** Every back-office address that has a page, its dynamic segments written `{name}` as the README does. */
function screenAddresses(folder = SCREENS, address = '/admin'): string[] {
  const here = existsSync(path.join(folder, 'page.tsx')) ? [address] : [];
  const below = readdirSync(folder)
    .filter((name) => !name.startsWith('_') && statSync(path.join(folder, name)).isDirectory())
    .flatMap((name) => screenAddresses(path.join(folder, name), `${address}/${name.replace(/^\[(\w+)\]$/, '{$1}')}`));

  return [...here, ...below];
}

describe("the README's back-office map", () => {
  it('lists every screen', () => {
    const listed = new Set(readmeMap().flatMap((row) => row.screens));

    expect(screenAddresses().filter((address) => !listed.has(address))).toEqual([]);
  });

  it('lists no screen that is gone', () => {
    const screens = new Set(screenAddresses());

    expect(
      readmeMap()
        .flatMap((row) => row.screens)
        .filter((address) => !screens.has(address)),
    ).toEqual([]);
  });

  it('names code folders that exist', () => {
    const folders = readmeMap().flatMap((row) => row.folders);

    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !existsSync(path.join(ROOT, folder)))).toEqual([]);
  });
});
