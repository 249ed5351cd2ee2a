import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The build's output folder, `.next/static`, whose files the post-build steps rewrite and compress. */
export const STATIC_DIR = path.resolve(import.meta.dirname, '..', '.next', 'static');

/** Every file under `dir` whose name matches `pattern`, as full paths. */
export async function listFiles(dir, pattern) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });

  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
