// Builds the production server when the build is missing, older than any source file, or built for the other
// scheme of SITE_URL.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
/**
 * Node's settings for a server process. A young generation of 32 MB a half instead of 16: a page served from the
 * cache allocates fast, and the smaller one was collected 25 times a second, which bench:steadiness saw as a rate
 * swinging by a fifth from run to run and a higher p99 (779 → 440 collections in the same load, rate steady).
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/** The arguments of process.execPath that serve the production build on `port` (`next start`). */
export function nextStartArguments(port, ...options) {
  return [...SERVER_NODE_FLAGS, NEXT_BIN, 'start', '-p', String(port), ...options];
}
const BUILD_ID = path.join(ROOT, '.next', 'BUILD_ID');
/**
 * The scheme of SITE_URL the build was made for: next.config.ts sends Strict-Transport-Security only on an HTTPS
 * site, and Next.js fixes a site's headers when it builds. A build made without this file (npm run build) counts as
 * made for HTTP, the default.
 */
const BUILT_SCHEME = path.join(ROOT, '.next', 'site-scheme');
const siteScheme = () => (process.env.SITE_URL?.startsWith('https:') ? 'https' : 'http');
const builtScheme = () => (existsSync(BUILT_SCHEME) ? readFileSync(BUILT_SCHEME, 'utf8').trim() : 'http');
const SOURCES = [
  'app',
  'components',
  'lib',
  'db',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'cache-handler',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;

  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestModification(path.join(entry, name))),
    stats.mtimeMs,
  );
}

function isBuildCurrent() {
  if (!existsSync(BUILD_ID) || builtScheme() !== siteScheme()) return false;
  const builtAt = statSync(BUILD_ID).mtimeMs;

  return SOURCES.every((source) => newestModification(path.join(ROOT, source)) <= builtAt);
}

export function ensureBuild() {
  if (isBuildCurrent()) return;
  console.log('Building the production server (npm run build)...');
  // The build's own steps (next build, then the work on its static files) are package.json's, run as they are.
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(BUILT_SCHEME, siteScheme());
}
