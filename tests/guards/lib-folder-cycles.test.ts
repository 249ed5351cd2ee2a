import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LIB = path.join(ROOT, 'lib');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

/** The modules of lib/ whose imports count: sources, not tests (a test may use any folder to set up its case). */
function libModules(): string[] {
  return readdirSync(LIB, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(LIB, file));
}

/**
 * The folder of lib/ a module or an import's target belongs to: its first segment when that is a folder (an import of
 * `@/lib/audit` is one of lib/audit's index), or null at lib/'s root (env.ts, action-result.ts).
 */
function folderOf(file: string): string | null {
  const [first = ''] = path.relative(LIB, file).split(path.sep);
  const folder = path.join(LIB, first);

  return existsSync(folder) && statSync(folder).isDirectory() ? first : null;
}

/** What a module imports: `import … from`, `export … from` and `import()`, as written. */
function importedSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    const isStatic = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier;
    if (isStatic && ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    const isDynamic = ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword;
    const [argument] = isDynamic ? node.arguments : [];
    if (argument && ts.isStringLiteralLike(argument)) specifiers.push(argument.text);
    ts.forEachChild(node, visit);
  };
  visit(source);

  return specifiers;
}

/** Where a specifier points inside lib/ (through `@/lib/` or a relative path), or null for anything else. */
function libTarget(specifier: string, importer: string): string | null {
  const target = specifier.startsWith('@/lib/')
    ? path.join(LIB, specifier.slice('@/lib/'.length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(importer), specifier)
      : null;

  return target?.startsWith(`${LIB}${path.sep}`) ? target : null;
}

/** lib/'s folders and, for each import of one by another, the first file that makes it: `from>to` -> file. */
function folderImports(): Map<string, string> {
  const edges = new Map<string, string>();
  for (const file of libModules()) {
    const from = folderOf(file);
    for (const specifier of importedSpecifiers(file)) {
      const target = libTarget(specifier, file);
      const to = target && folderOf(target);
      if (!from || !to || from === to) continue;
      const edge = `${from}>${to}`;
      if (!edges.has(edge)) edges.set(edge, path.relative(ROOT, file).split(path.sep).join('/'));
    }
  }

  return edges;
}

/** The strongly connected components of the graph (Tarjan): folders that reach one another through imports. */
function stronglyConnected(edges: Iterable<string>): string[][] {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from = '', to = ''] = edge.split('>');
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (folder: string): void => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) ?? 0);
    stack.push(folder);
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(to) ?? 0));
      } else if (stack.includes(to)) {
        low.set(folder, Math.min(low.get(folder) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) component.push(member);
    } while (member !== undefined && member !== folder);
    components.push(component.sort());
  };
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder);

  return components;
}

type Floor = { folders: string[]; allowed: string[] };

/**
 * The README's table of lib/'s floors: the ground (which imports nothing of lib/) and each floor with the folders it
 * may import besides the ground. The domains' row and the composition's row (which may import anything) are left out.
 */
function readmeFloors(): { ground: string[]; floors: Floor[] } {
  const section = README.split('### Floors of lib/')[1]?.split(/\n#/)[0] ?? '';
  const foldersIn = (cell: string) => [...cell.matchAll(/`lib\/([\w-]+)`/g)].map(([, folder = '']) => folder);
  const tableRows = section.matchAll(/^\| (.+?) \| (.+?) \|$/gm);
  const rows = [...tableRows].map(([, folders = '', allowed = '']) => ({ folders, allowed }));
  const isGround = (row: { folders: string }) => row.folders.startsWith('the ground');
  const isFloor = (row: { folders: string; allowed: string }) =>
    !isGround(row) && !row.folders.includes('<domain>') && !row.allowed.startsWith('anything');
  const ground = foldersIn(rows.find(isGround)?.folders ?? '');
  const floors = rows.filter(isFloor).map((row) => ({
    folders: foldersIn(row.folders),
    allowed: foldersIn(row.allowed),
  }));

  return { ground, floors };
}

// Folders that import one another cannot be understood, tested or moved one without the other: a floor that imports a
// domain drags every domain along. Type-only imports count too, as lint's import/no-cycle does not.
describe("lib/'s folders", () => {
  it('import one another without a loop', () => {
    const edges = folderImports();
    const loops = stronglyConnected(edges.keys())
      .filter((component) => component.length > 1)
      .map((folders) => ({
        folders,
        imports: folders.flatMap((from) =>
          folders.flatMap((to) => {
            const file = edges.get(`${from}>${to}`);

            return file ? [`${from} -> ${to} (${file})`] : [];
          }),
        ),
      }));

    expect(loops).toEqual([]);
  });

  it("import only the floors the README's table lets them", () => {
    const { ground, floors } = readmeFloors();
    const allowedOf = new Map<string, string[]>(ground.map((folder) => [folder, []]));
    for (const { folders, allowed } of floors) {
      for (const folder of folders) allowedOf.set(folder, [...ground, ...allowed]);
    }
    const outside = [...folderImports()]
      .filter(([edge]) => {
        const [from = '', to = ''] = edge.split('>');

        return allowedOf.has(from) && !allowedOf.get(from)?.includes(to);
      })
      .map(([edge, file]) => `${edge.replace('>', ' -> ')} (${file})`);

    expect(ground.length).toBeGreaterThan(3);
    expect(floors.length).toBeGreaterThan(5);
    expect(outside).toEqual([]);
  });

  it("names in the README's table folders that exist", () => {
    const { ground, floors } = readmeFloors();
    const named = [...ground, ...floors.flatMap((floor) => [...floor.folders, ...floor.allowed])];

    expect(named.filter((folder) => !existsSync(path.join(LIB, folder)))).toEqual([]);
  });
});
