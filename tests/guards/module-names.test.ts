import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const LIB = path.resolve(import.meta.dirname, '../../lib');

/** The modules of lib/, tests left out, as paths relative to lib/. */
function libModules(): string[] {
  return readdirSync(LIB, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
}

const isServerActions = (file: string) => readFileSync(path.join(LIB, file), 'utf8').startsWith("'use server'");
// Server actions: actions.ts, <thing>-actions.ts, or a module of an actions/ folder.
const isNamedAsActions = (file: string) => /(^|\/|-)actions\.ts$/.test(file) || /(^|\/)actions\/[^/]+\.ts$/.test(file);

describe('write modules in lib/', () => {
  it('keep server actions in modules named for them, and only there', () => {
    const misnamed = libModules().filter((file) => isServerActions(file) !== isNamedAsActions(file));

    expect(misnamed).toEqual([]);
  });

  it('keep domain writes in writes.ts (or <thing>-writes.ts), never under another verb', () => {
    const otherNames = libModules().filter((file) =>
      /(^|\/)(manage|save-[\w-]+|submit-[\w-]+|[\w-]+-manage)\.ts$/.test(file),
    );

    expect(otherNames).toEqual([]);
  });
});

/**
 * The exported functions of a module that answer a request the way a route handler does: a `Request` first and a
 * `Promise<Response>` back, both written out (`export async function respondToX(request: Request): Promise<Response>`
 * or the same as an exported arrow function).
 */
function requestHandlersIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((each) => each.kind === ts.SyntaxKind.ExportKeyword);
  const answersRequest = (fn: ts.SignatureDeclarationBase) =>
    fn.parameters[0]?.type?.getText(file) === 'Request' && fn.type?.getText(file) === 'Promise<Response>';
  const handlers: string[] = [];
  for (const statement of file.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name && answersRequest(statement))
      handlers.push(statement.name.text);
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const value = declaration.initializer;
      const isFunction = value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value));
      if (isFunction && answersRequest(value) && ts.isIdentifier(declaration.name))
        handlers.push(declaration.name.text);
    }
  }

  return handlers;
}

// lib/http is the floor every answer is built from (refusal(request, ...) picks the language from the request); its
// modules are all HTTP, so they keep names for what they build.
const isHttpFloor = (file: string) => file.startsWith(`http${path.sep}`);
const isNamedAsHttp = (file: string) => /-http\.ts$/.test(file);

describe('HTTP modules in lib/', () => {
  it('keep what a route handler calls to answer a request in modules named *-http.ts', () => {
    const misnamed = libModules()
      .filter((file) => !isHttpFloor(file) && !isNamedAsHttp(file))
      .filter((file) => requestHandlersIn(file, readFileSync(path.join(LIB, file), 'utf8')).length > 0);

    expect(misnamed).toEqual([]);
  });

  it('find a request handler however it is exported, and nothing else', () => {
    const handlers = requestHandlersIn(
      'lib/meetings/meeting-requests.ts',
      [
        'export async function respondToInvitation(request: Request): Promise<Response> { return new Response(); }',
        'export const respondToChange = async (request: Request, change: () => void): Promise<Response> => new Response();',
        'export function requestLocale(request: Request): string { return "mn"; }',
        'export async function maybeRefuse(request: Request): Promise<Response | null> { return null; }',
        'async function helper(request: Request): Promise<Response> { return new Response(); }',
      ].join('\n'),
    );

    expect(handlers).toEqual(['respondToInvitation', 'respondToChange']);
  });
});

describe('test data', () => {
  it('lives in tests/fixtures, never among the modules of lib/', () => {
    const fixtures = libModules().filter((file) =>
      /(^|\/)test-[\w-]+\.ts$|(^|\/)testing\//.test(file.split(path.sep).join('/')),
    );

    expect(fixtures, 'move test data to tests/fixtures/').toEqual([]);
  });
});
