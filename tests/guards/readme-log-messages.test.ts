import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
/** Where the server's code is: everything that runs in it logs from here. */
const SOURCES = ['app', 'cache-handler', 'db', 'lib', 'instrumentation.ts', 'proxy.ts'];
const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);

/** The log messages the README quotes, as the line holds them: `"msg":"…"` in an inline code span. */
function readmeMessages(): string[] {
  return [...README.matchAll(/`"msg":"((?:[^"\\`]|\\.)*)"`/g)].map(
    ([, message = '']) => JSON.parse(`"${message}"`) as string,
  );
}

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (/\.(ts|tsx|mjs)$/.test(entry)) return /\.test\.tsx?$/.test(entry) ? [] : [full];
  if (path.extname(entry) !== '') return [];

  return readdirSync(full, { recursive: true, encoding: 'utf8' }).flatMap((file) =>
    sourceFiles(path.join(entry, file)),
  );
}

/** A message argument as a pattern: a template's substitutions match any text. */
function messagePattern(node: ts.Node): RegExp | null {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return new RegExp(`^${escape(node.text)}$`);
  if (ts.isTemplateExpression(node)) {
    return new RegExp(
      `^${escape(node.head.text)}${node.templateSpans.map((span) => `.+${escape(span.literal.text)}`).join('')}$`,
    );
  }

  return null;
}

/** The message of every `<logger>.<level>(…, 'message')` call in the server's code. */
function loggedMessages(): RegExp[] {
  const patterns: RegExp[] = [];
  for (const file of SOURCES.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!/logger/i.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const isLogCall =
          LEVELS.has(node.expression.name.text) && /logger/i.test(node.expression.expression.getText(source));
        const message = node.arguments.at(-1);
        const pattern = isLogCall && message ? messagePattern(message) : null;
        if (pattern) patterns.push(pattern);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  return patterns;
}

describe("the README's log messages", () => {
  it('are each written by the code, word for word', () => {
    const quoted = readmeMessages();
    const written = loggedMessages();

    // The README quotes the lines an operator watches for (shutdown, jobs, mail, failed requests, ...).
    expect(quoted.length).toBeGreaterThanOrEqual(10);
    expect(quoted.filter((message) => !written.some((pattern) => pattern.test(message)))).toEqual([]);
  });
});
