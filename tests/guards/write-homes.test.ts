import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The README's rule, quoted in every failure so that whoever meets it knows where the write belongs. */
const RULE =
  'README "Where writes live": a server action module (actions.ts, <thing>-actions.ts, actions/) writes inline; a write that ' +
  'something else shares (a route handler, a job, the server start, another module or folder) lives in writes.ts or ' +
  '<thing>-writes.ts; the infrastructure folders write their own tables; every other module only reads';

/**
 * Infrastructure that owns its tables and writes them where it works: the mail outbox, the job queue, the audit log,
 * sign-in (sessions, codes, links), rate limits, backup and restore, the migration level. The demo-data seed and the
 * page caches sit outside lib/ or write no table.
 */
const INFRASTRUCTURE = ['mail', 'jobs', 'audit', 'auth', 'rate-limit', 'backup', 'version'];

/** What a database write is called on: the client, a transaction, or an executor that is either. */
const WRITERS = new Set(['db', 'tx', 'executor']);

const toPosix = (file: string) => file.split(path.sep).join('/');

/** Source modules (tests left out) under `folder`, as paths relative to the root. */
function modulesUnder(folder: string): string[] {
  const absolute = path.join(ROOT, folder);
  if (!existsSync(absolute)) return [];

  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.mts'))
    .map((file) => toPosix(path.join(folder, file)));
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);

/**
 * The database writes in a module's text, each as `line: call`: `db.insert(…)`, `tx.update(…)`, `executor.delete(…)`
 * (chained over lines or not), and raw SQL that starts with insert, update, delete or truncate.
 */
function writeCalls(file: string, source: ts.SourceFile = parse(file)): string[] {
  const found: string[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression: receiver, name } = node.expression;
      if (
        ['insert', 'update', 'delete'].includes(name.text) &&
        ts.isIdentifier(receiver) &&
        WRITERS.has(receiver.text)
      ) {
        found.push(
          `${lineOf(node)}: ${receiver.text}.${name.text}(${node.arguments.map((argument) => argument.getText(source)).join(', ')})`,
        );
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') {
      const head = ts.isNoSubstitutionTemplateLiteral(node.template) ? node.template.text : node.template.head.text;
      const verb = /^\s*(insert|update|delete|truncate)\b/i.exec(head)?.[1];
      if (verb) found.push(`${lineOf(node)}: sql\`${verb} …\``);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  return found;
}

const baseName = (file: string) => path.posix.basename(file);
const isActionsModule = (file: string) =>
  /(^|-)actions\.ts$/.test(baseName(file)) || /\/actions\/[^/]+\.ts$/.test(file);
const isWritesModule = (file: string) => /^([\w-]+-)?writes\.ts$/.test(baseName(file));
const isInfrastructure = (file: string) => INFRASTRUCTURE.includes(file.split('/')[1] ?? '');

/** Whether the rule lets `file` (relative to the root) write to the database. */
function mayWrite(file: string): boolean {
  if (!file.startsWith('lib/')) return false;

  return isActionsModule(file) || isWritesModule(file) || isInfrastructure(file);
}

/** Where an import specifier points, as a module path relative to the root, or null outside the project. */
function resolveImport(specifier: string, importer: string): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.posix.join(path.posix.dirname(importer), specifier)
      : null;
  if (base === null) return null;
  const candidate = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (file) => existsSync(path.join(ROOT, file)) && /\.tsx?$/.test(file),
  );

  return candidate ?? null;
}

/** What a module imports (static, re-exports and `import()`), resolved to modules of the project. */
function importsOf(file: string): string[] {
  const source = parse(file);
  const targets: string[] = [];
  const visit = (node: ts.Node): void => {
    const isStatic = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier;
    if (isStatic && ts.isStringLiteral(node.moduleSpecifier)) targets.push(node.moduleSpecifier.text);
    const isDynamic = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const [argument] = isDynamic ? node.arguments : [];
    if (argument && ts.isStringLiteralLike(argument)) targets.push(argument.text);
    ts.forEachChild(node, visit);
  };
  visit(source);

  return targets.map((specifier) => resolveImport(specifier, file)).filter((target) => target !== null);
}

/** Every source module that may import a lib/ module (tests left out: a test may reach any module it checks). */
const IMPORTING_FOLDERS = ['app', 'components', 'lib', 'scripts', 'demo-data', 'bench', 'cache-handler', 'db'];
const IMPORTING_FILES = ['proxy.ts', 'instrumentation.ts', 'next.config.ts'].filter((file) =>
  existsSync(path.join(ROOT, file)),
);

/** Importers of each module: target -> the modules that import it. */
function importersByModule(): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  for (const file of [...IMPORTING_FOLDERS.flatMap(modulesUnder), ...IMPORTING_FILES]) {
    for (const target of new Set(importsOf(file))) importers.set(target, [...(importers.get(target) ?? []), file]);
  }

  return importers;
}

/** Whether `importer` is a server action module of the writes module's own folder (or of its actions/ folder). */
function isOwnActions(importer: string, writes: string): boolean {
  const folder = path.posix.dirname(writes);

  return (
    isActionsModule(importer) &&
    (path.posix.dirname(importer) === folder || path.posix.dirname(importer) === `${folder}/actions`)
  );
}

/**
 * The writes modules that one server action module of their own folder alone imports: such a write folds back into
 * that action. Two action modules sharing a write keep it in a writes module (one home, not two copies).
 */
function writesOnlyTheirActionsUse(importers: Map<string, string[]>): string[] {
  return modulesUnder('lib')
    .filter(isWritesModule)
    .filter((file) => {
      const users = importers.get(file) ?? [];

      return users.length === 1 && users.every((user) => isOwnActions(user, file));
    });
}

describe('where writes live', () => {
  it('lets only actions, writes modules and the infrastructure that owns its tables write to the database', () => {
    const misplaced = [...modulesUnder('lib'), ...modulesUnder('app'), ...modulesUnder('components')]
      .filter((file) => !mayWrite(file))
      .flatMap((file) => writeCalls(file).map((call) => `${file}:${call}`));

    expect(misplaced, RULE).toEqual([]);
  });

  it('keeps a writes module only when something besides its own actions uses it', () => {
    const importers = importersByModule();
    const folding = writesOnlyTheirActionsUse(importers).map(
      (file) => `${file} is imported only by ${(importers.get(file) ?? []).join('')}: fold it into that action`,
    );

    expect(folding, RULE).toEqual([]);
  });

  it('finds the writes it is meant to find', () => {
    const source = ts.createSourceFile(
      'lib/example/queries.ts',
      [
        'await db.insert(news).values(row);',
        'await tx',
        '  .update(news)',
        '  .set({ title });',
        'await executor.delete(news);',
        'await db.execute(sql`delete from ${table} where id = ${id}`);',
        'await db.select().from(news);',
        'hash.update(body); remaining.delete(id); storage.delete(key);',
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );

    expect(writeCalls('lib/example/queries.ts', source)).toEqual([
      '1: db.insert(news)',
      '2: tx.update(news)',
      '5: executor.delete(news)',
      '6: sql`delete …`',
    ]);
    expect(mayWrite('lib/example/queries.ts')).toBe(false);
    expect(mayWrite('app/api/example/route.ts')).toBe(false);
    expect(
      [
        'lib/a/actions.ts',
        'lib/a/admin-actions.ts',
        'lib/a/actions/b.ts',
        'lib/a/writes.ts',
        'lib/a/b-writes.ts',
        'lib/mail/outbox.ts',
      ].every(mayWrite),
    ).toBe(true);
    expect(isOwnActions('lib/a/actions.ts', 'lib/a/writes.ts')).toBe(true);
    expect(isOwnActions('lib/a/actions/b.ts', 'lib/a/writes.ts')).toBe(true);
    expect(isOwnActions('app/api/a/route.ts', 'lib/a/writes.ts')).toBe(false);
    expect(isOwnActions('lib/b/actions.ts', 'lib/a/writes.ts')).toBe(false);
  });
});
