import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { ADMIN_PERMISSIONS, type AdminPermission } from '@/lib/auth/roles';

/**
 * Reads which permission each admin page, handler and action asks for from its source: the literal passed to a
 * guard (`requireAdminPage('audit')`, `authorizeAdminRequest()` meaning read) or the `permission: '…'` given to
 * runAdminAction or adminGridRoute (which without one means read). The crawl then checks that each role's answer matches what the role -> permission table says.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');

const GUARD_CALL =
  /\b(?:requireAdminPage|authorizeAdminRequest|getAuthorizedAdmin|getAssessmentReader)\((?:'(\w+)')?\)/g;
const ACTION_OPTION = /\bpermission: '(\w+)'/g;
const NAMED_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
const EXPORTED_FUNCTION = /^export async function (\w+)/gm;

const isPermission = (value: string): value is AdminPermission =>
  (ADMIN_PERMISSIONS as readonly string[]).includes(value);

export function filesUnder(folder: string, accept: (file: string) => boolean): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(full).isDirectory()) return filesUnder(full, accept);

    return accept(full) ? [full] : [];
  });
}

export const relative = (file: string): string => path.relative(ROOT, file).split(path.sep).join('/');

/** A back-office grid's handler (lib/admin/grid-route.ts): its `permission` option, or read without one. */
const GRID_ROUTE = /\badminGridRoute\(/;

/** Every permission literal in the text (unknown names are kept, so that a typo fails the crawl). */
function permissionsIn(text: string): string[] {
  const found = [...text.matchAll(GUARD_CALL)].map((match) => match[1] ?? 'read');
  found.push(...[...text.matchAll(ACTION_OPTION)].map((match) => match[1] ?? ''));
  if (found.length === 0 && GRID_ROUTE.test(text)) found.push('read');

  return [...new Set(found)];
}

/** The one permission, or an explanation of why there is none (the crawl shows it as the failure). */
function single(found: string[], where: string): AdminPermission | string {
  const [only] = found;
  if (found.length === 1 && only && isPermission(only)) return only;

  return `${where} declares ${found.length === 0 ? 'no permission' : `[${found.join(', ')}]`}`;
}

function resolveModule(specifier: string, fromFile: string): string | null {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return null;
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : path.resolve(path.dirname(fromFile), specifier);

  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file)) ?? null;
}

/** Local name -> the module file it is imported from (project modules only). */
function importsOf(file: string, text: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const [, names = '', specifier = ''] of text.matchAll(NAMED_IMPORT)) {
    const source = resolveModule(specifier, file);
    if (!source) continue;
    for (const name of names.split(',')) {
      const local = name
        .replace(/^\s*type\s+/, '')
        .split(' as ')
        .pop()
        ?.trim();
      if (local) imports.set(local, source);
    }
  }

  return imports;
}

export const isServerActionModule = (text: string): boolean => /^\s*(['"])use server\1/.test(text);

/**
 * The permission of each exported function of a 'use server' module: the literal in its own body, or else in the
 * project modules that body calls into (an action that hands its work to a shared runner).
 */
export function actionPermissions(file: string): Map<string, AdminPermission | string> {
  const text = readFileSync(file, 'utf8');
  const imports = importsOf(file, text);
  const starts = [...text.matchAll(EXPORTED_FUNCTION)];

  return new Map(
    starts.map((match, index) => {
      const name = match[1] ?? '';
      const body = text.slice(match.index, starts[index + 1]?.index ?? text.length);
      let found = permissionsIn(body);
      if (found.length === 0) {
        const callees = [...imports]
          .filter(([local]) => new RegExp(`\\b${local}\\(`).test(body))
          .map(([, module]) => module);
        found = [...new Set(callees.flatMap((module) => permissionsIn(readFileSync(module, 'utf8'))))];
      }

      return [name, single(found, `${relative(file)}#${name}`)];
    }),
  );
}

/**
 * A page's or handler's permission: its own guard call, or that of the server actions it calls, or that of a write
 * in lib it calls which runs through runAdminAction (an import that reads the request's body after the role check).
 */
export function declaredPermission(file: string): AdminPermission | string {
  const text = readFileSync(file, 'utf8');
  const own = permissionsIn(text);
  if (own.length > 0) return single(own, relative(file));
  const delegated = [...importsOf(file, text)]
    .filter(([local]) => new RegExp(`\\b${local}\\(`).test(text))
    .flatMap(([local, module]) => {
      const permission = actionPermissions(module).get(local);
      if (isServerActionModule(readFileSync(module, 'utf8')))
        return [permission ?? `${relative(module)}#${local} is no action`];

      return permission && isPermission(permission) ? [permission] : [];
    });

  return single([...new Set(delegated)], relative(file));
}
