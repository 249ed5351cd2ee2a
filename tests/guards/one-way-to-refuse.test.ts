import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where the server's and the pages' code is. */
const SOURCES = ['app', 'components', 'lib'];
/** The one table of reasons and their statuses, and the one helper that turns zod issues into field messages. */
const REASONS_FILE = 'lib/http/reasons.ts';
const FIELD_MESSAGES_FILE = 'lib/validation/field-messages.ts';

/** The HTTP statuses a refusal answers with: a number among them, named by a reason, is a status table's entry. */
const isRefusalStatus = (value: number) => Number.isInteger(value) && value >= 400 && value <= 599;

function sourceFiles(): string[] {
  return SOURCES.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

function visitAll(source: ts.SourceFile, visit: (node: ts.Node) => void): void {
  const walk = (node: ts.Node): void => {
    visit(node);
    ts.forEachChild(node, walk);
  };
  walk(source);
}

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/**
 * Object literals that map reason names to HTTP statuses, `{ notFound: 404, notLive: 409 }`: two or more properties
 * named by a word (not a number: the OpenAPI document's `{ 404: 'Not found' }` describes statuses) whose values are
 * refusal statuses.
 */
function inlineStatusTables(file: string, text: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  visitAll(source, (node) => {
    if (!ts.isObjectLiteralExpression(node)) return;
    const statusEntries = node.properties.filter((property) => {
      if (!ts.isPropertyAssignment(property) || ts.isNumericLiteral(property.name)) return false;
      const { initializer } = property;

      return ts.isNumericLiteral(initializer) && isRefusalStatus(Number(initializer.text));
    });
    if (statusEntries.length >= 2) found.push(`${file}:${lineOf(source, node)}`);
  });

  return found;
}

const ITERATING_METHODS = new Set(['map', 'forEach', 'reduce', 'flatMap']);
/** `x.issues`, `x?.issues`, `x.error.issues ?? []`: the list of a zod error's issues. */
const isIssuesList = (node: ts.Expression, source: ts.SourceFile) =>
  /\.issues\b(\s*\?\?\s*\[\])?$/.test(node.getText(source).replace(/\s+/g, ' '));

/** Whether code writes a record's entry by a computed key: `messages[field] = …`, `??=`, `||=`. */
function writesKeyedEntry(node: ts.Node): boolean {
  let writes = false;
  const walk = (child: ts.Node): void => {
    const isAssignment =
      ts.isBinaryExpression(child) &&
      [ts.SyntaxKind.EqualsToken, ts.SyntaxKind.QuestionQuestionEqualsToken, ts.SyntaxKind.BarBarEqualsToken].includes(
        child.operatorToken.kind,
      );
    if (isAssignment && ts.isElementAccessExpression(child.left)) writes = true;
    if (!writes) ts.forEachChild(child, walk);
  };
  walk(node);

  return writes;
}

/** Whether a call is (through other calls) the argument of `Object.fromEntries(…)`. */
function feedsFromEntries(node: ts.Node, source: ts.SourceFile): boolean {
  for (let parent = node.parent; parent && ts.isCallExpression(parent); parent = parent.parent) {
    if (parent.expression.getText(source) === 'Object.fromEntries') return true;
  }

  return false;
}

/**
 * Loops that turn a zod error's issues into a record of field messages: a `for … of x.issues` or an
 * `x.issues.map/forEach/reduce/flatMap` that writes `record[field]`, or whose entries go to `Object.fromEntries`.
 * A loop that refuses rows (a list) or re-adds issues to another schema is no such record.
 */
function issueMessageLoops(file: string, text: string): string[] {
  const source = parse(file, text);
  const found: string[] = [];
  visitAll(source, (node) => {
    const isLoop =
      ts.isForOfStatement(node) && isIssuesList(node.expression, source) && writesKeyedEntry(node.statement);
    const isIteration =
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ITERATING_METHODS.has(node.expression.name.text) &&
      isIssuesList(node.expression.expression, source) &&
      (feedsFromEntries(node, source) || node.arguments.some(writesKeyedEntry));
    if (isLoop || isIteration) found.push(`${file}:${lineOf(source, node)}`);
  });

  return found;
}

function everySource(find: (file: string, text: string) => string[], except: string): string[] {
  return sourceFiles()
    .filter((file) => file !== except)
    .flatMap((file) => find(file, readFileSync(path.join(ROOT, file), 'utf8')));
}

// One way to say no: a reason's status is looked up in the one table, so a new refusal cannot quietly answer another
// status than the same reason elsewhere, and field messages are shaped by one helper, so every form and API names
// its fields alike (the first message of each, the root issue under one name).
describe('refusals', () => {
  it(`take their HTTP status from the one table of reasons (${REASONS_FILE}), never from a table of their own`, () => {
    expect(everySource(inlineStatusTables, REASONS_FILE)).toEqual([]);
  });

  it(`turn zod issues into field messages only through ${FIELD_MESSAGES_FILE}`, () => {
    expect(everySource(issueMessageLoops, FIELD_MESSAGES_FILE)).toEqual([]);
  });

  it('are found where they break the rule, and left alone where they do not', () => {
    const table = `const STATUS = { logoTooLarge: 413, logoType: 415, invalid: 400 } as const;`;
    const typed = `const CODE_STATUS: Record<Failure, number> = { 'codeFormat': 400, codeInvalid: 401 };`;
    const notTables = `const size = { width: 1200, height: 630 }; const docs = { 404: 'Not found', 409: 'Conflict' }; const one = { status: 404 };`;
    expect(inlineStatusTables('lib/example/respond.ts', [table, typed, notTables].join('\n'))).toEqual([
      'lib/example/respond.ts:1',
      'lib/example/respond.ts:2',
    ]);

    const forOf = `for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;`;
    const optional = `for (const issue of parsed.error?.issues ?? []) { const field = issue.path[0]; errors[field] = issue.message; }`;
    const fromEntries = `const errors = Object.fromEntries(error.issues.map((issue) => [issue.path.join('.'), t(issue.message)]));`;
    const forEach = `error.issues.forEach((issue) => { messages[String(issue.path[0])] ??= issue.message; });`;
    const notLoops = [
      `for (const issue of parsed.error.issues) refused.push({ row, column: String(issue.path[0]), reason: issue.message });`,
      `for (const issue of search.error?.issues ?? []) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });`,
      `const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));`,
      `const first = parsed.error.issues[0]?.message;`,
    ];
    expect(
      issueMessageLoops('app/example/form.tsx', [forOf, optional, fromEntries, forEach, ...notLoops].join('\n')),
    ).toEqual(['app/example/form.tsx:1', 'app/example/form.tsx:2', 'app/example/form.tsx:3', 'app/example/form.tsx:4']);
  });
});
