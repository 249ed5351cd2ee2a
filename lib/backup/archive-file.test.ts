import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { extractArchive, openArchiveWriter } from './archive-file';
import { UnreadableArchiveError } from './backup-errors';

const work = mkdtempSync(path.join(tmpdir(), 'archive-file-'));
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
// Longer than a tar header's 100 bytes, and not ASCII: both need the pax header.
const LONG_NAME = `uploads/${'directory/'.repeat(12)}logo.png`;
const FILES = {
  'manifest.json': Buffer.from('{}'),
  [LONG_NAME]: randomBytes(70_000),
  'database/мэдээ.jsonl': Buffer.from('{"title":"Мэдээ"}\n'),
  'uploads/empty.txt': Buffer.alloc(0),
};

async function writeArchive(file: string): Promise<void> {
  const archive = await openArchiveWriter(createWriteStream(file), {});
  for (const [name, content] of Object.entries(FILES)) await archive.add(name, content.length, [content]);
  await archive.close();
}

const unpack = (file: string, folder: string) =>
  extractArchive(createReadStream(file), folder, { file, passphrase: async () => undefined });

describe('archives', () => {
  it('are tar files GNU tar lists, long and non-ASCII names and sizes included, and unpack back to the same bytes', async () => {
    const file = path.join(work, 'written.tar.gz');
    await writeArchive(file);

    const listed = execFileSync('tar', ['-tzvf', file], { encoding: 'utf8' });
    for (const [name, content] of Object.entries(FILES))
      expect(listed).toMatch(new RegExp(`-rw------- .* ${content.length} .* ${name.replaceAll('.', '\\.')}\\n`));
    const folder = path.join(work, 'unpacked');
    await mkdir(folder);
    const checksums = await unpack(file, folder);

    expect(checksums).toEqual(
      Object.fromEntries(Object.entries(FILES).map(([name, content]) => [name, sha256(content)])),
    );
    expect((await readFile(path.join(folder, LONG_NAME))).equals(FILES[LONG_NAME] ?? Buffer.alloc(1))).toBe(true);
  });

  it('made by GNU tar (older backups) unpack too, long names included', async () => {
    const source = path.join(work, 'gnu-source');
    await mkdir(path.join(source, path.dirname(LONG_NAME)), { recursive: true });
    await writeFile(path.join(source, LONG_NAME), FILES[LONG_NAME] ?? '');
    await writeFile(path.join(source, 'manifest.json'), '{}');
    const file = path.join(work, 'gnu.tar.gz');
    execFileSync('tar', ['--format=gnu', '-czf', file, '-C', source, '.']);
    const folder = path.join(work, 'gnu-unpacked');
    await mkdir(folder);

    expect(await unpack(file, folder)).toEqual({
      'manifest.json': sha256(Buffer.from('{}')),
      [LONG_NAME]: sha256(FILES[LONG_NAME] ?? Buffer.alloc(0)),
    });
  });

  it('refuse, as unreadable, an entry that would leave the folder, a link, or bytes that are no archive', async () => {
    const source = path.join(work, 'hostile');
    await mkdir(source);
    await writeFile(path.join(source, 'manifest.json'), '{}');
    const escaping = path.join(work, 'escaping.tar.gz');
    execFileSync('tar', ['-czf', escaping, '-C', source, '--transform', 's,^,../,', 'manifest.json']);
    execFileSync('ln', ['-s', '/etc/passwd', path.join(source, 'link')]);
    const linking = path.join(work, 'linking.tar.gz');
    execFileSync('tar', ['-czf', linking, '-C', source, 'link']);
    const noise = path.join(work, 'noise.tar.gz');
    await writeFile(noise, randomBytes(4096));

    for (const [file, reason] of [
      [escaping, /outside any backup's folders/],
      [linking, /no regular file or folder/],
      [noise, /gzip: incorrect header check/],
    ] as const) {
      const unpacking = unpack(file, mkdtempSync(path.join(work, 'refused-')));
      await expect(unpacking).rejects.toThrow(UnreadableArchiveError);
      await expect(unpacking).rejects.toThrow(reason);
    }
  });
});
