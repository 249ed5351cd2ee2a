import path from 'node:path';

import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const ROOT = import.meta.dirname;

/** The calls that read a whole request body into memory, with no limit and whatever its type. */
const BODY_READERS = 'json|formData|text|arrayBuffer|blob|bytes';
const REQUEST_NAMES = 'request|req';
const BODY_READER_MESSAGE =
  'Read a request body only through lib/http: readJsonObject (lib/http/read-json.ts) or readMultipartForm / streamMultipart (lib/http/read-multipart.ts), which stop at the body limits (the route wrapper answers 413).';

/** The layers import downwards only (app → components → lib → db): each zone names a back-arrow. */
const LAYER_ZONES = {
  app: { from: './app', message: 'app/ sits above every other layer: move what it shares to components/ or lib/.' },
  components: { from: './components', message: 'components/ sits above lib/ and db/: move what both need to lib/.' },
  lib: { from: './lib', message: 'db/ sits below lib/: the schema and the connection do not depend on the domain.' },
};
const layerZones = (target, layers) => layers.map((layer) => ({ target, ...LAYER_ZONES[layer] }));

/**
 * Imports of the project's `folders`, through `@/` or a relative path: the layers import downwards only
 * (app → components → lib → db, with demo-data/ and scripts/ on top).
 */
const importsOf = (folders, message) => [
  { group: folders.flatMap((folder) => [`@/${folder}`, `@/${folder}/**`]), message },
  { regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message },
];

/** A folder a route keeps to itself: its own components and helpers. */
const ROUTE_PRIVATE_FOLDER = /[\\/](_components|_lib)(?=[\\/]|$)/g;

/** Where an import specifier points inside the project (`@/` is the root), or null for a package. */
function projectPath(specifier, importer) {
  if (specifier.startsWith('@/')) return path.join(ROOT, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);

  return null;
}

/**
 * A `_components` or `_lib` folder belongs to the route folder that holds it (and that folder's sub-routes):
 * an import from anywhere else couples two routes through one's private parts. Shared pieces live in
 * components/ or lib/.
 */
const routePrivateFolders = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      private: '{{folder}} belongs to {{owner}}/ and its sub-routes: move what others use to components/ or lib/.',
    },
  },
  create(context) {
    const importer = context.filename;
    const check = (source) => {
      if (typeof source?.value !== 'string') return;
      const target = projectPath(source.value, importer);
      if (!target) return;
      const folders = [...target.matchAll(ROUTE_PRIVATE_FOLDER)];
      const innermost = folders.at(-1);
      if (!innermost) return;
      const owner = target.slice(0, innermost.index);
      if (importer.startsWith(`${owner}${path.sep}`)) return;
      context.report({
        node: source,
        messageId: 'private',
        data: { folder: innermost[1], owner: path.relative(ROOT, owner) },
      });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'db/migrations/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  { rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  // Pictures are decoded through lib/images/open-image.ts, which bounds their pixels; tests only make pictures.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['lib/images/open-image.ts', '**/*.test.ts', '**/test-data.ts', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'sharp', message: 'Use openImage from @/lib/images/open-image (it sets limitInputPixels).' }],
        },
      ],
    },
  },
  // useTestDatabase() is a Vitest fixture, not a React hook.
  { files: ['**/*.test.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // A handler that reads the body itself skips the limits of lib/http; tests build requests and may read them.
  {
    files: ['app/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    ignores: ['lib/http/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${BODY_READERS})$/][callee.object.name=/^(${REQUEST_NAMES})$/]`,
          message: BODY_READER_MESSAGE,
        },
        {
          // request.clone().json() reads the same body.
          selector: `CallExpression[callee.property.name=/^(${BODY_READERS})$/][callee.object.callee.property.name='clone'][callee.object.callee.object.name=/^(${REQUEST_NAMES})$/]`,
          message: BODY_READER_MESSAGE,
        },
        {
          // A limit keyed by a client's exact address gives an IPv6 client 2^64 buckets.
          selector: "CallExpression[callee.name='consumeRateLimit'] TemplateLiteral Identifier[name=/client/i]",
          message:
            'Key a limit by a client with consumeClientRateLimit (lib/rate-limit), which counts an IPv6 /64 as one client.',
        },
      ],
    },
  },
  // app → components → lib → db: a lower layer never imports a higher one (relative or through `@/`).
  {
    files: ['components/**', 'lib/**', 'db/**'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layerZones('./components', ['app']),
            ...layerZones('./lib', ['app', 'components']),
            ...layerZones('./db', ['app', 'components']),
          ],
        },
      ],
    },
  },
  // lib/'s modules import one another without a loop (tests/guards/lib-folder-cycles.test.ts holds its folders to the
  // same). Packages are neither followed nor parsed: no loop runs through them, and parsing them would take most of
  // the lint's time. The rule's shortcut through strongly connected components is off: it fails on a file that is not
  // on disk yet (an editor's unsaved file, lintText in the tests), and it saves nothing measurable here.
  {
    files: ['lib/**/*.{ts,tsx,mts,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
  },
  // db/ is the bottom layer, and demo-data/ and scripts/ are programs on top of all: typescript-eslint's copy of
  // no-restricted-imports, so that it adds to the sharp rule above instead of replacing it for the files both cover.
  {
    files: ['db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: importsOf(
            ['lib', 'components', 'app', 'demo-data', 'scripts'],
            'db/ is the bottom layer (schema, migrations, connection): it takes what it needs as arguments or from db/settings.ts.',
          ),
        },
      ],
    },
  },
  {
    files: ['lib/**', 'components/**', 'app/**'],
    // Tests may build their data from the demo data's parts.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: importsOf(
            ['demo-data', 'scripts'],
            'demo-data/ and scripts/ are programs on top of the application: hand what lib needs from them over as an argument (instrumentation.ts passes the demo data to the start-up).',
          ),
        },
      ],
    },
  },
  // Pages and handlers ask lib: only lib and db query the database (tests may set up rows themselves).
  {
    files: ['app/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app',
              from: ['./db', './node_modules/drizzle-orm'],
              message: 'Query the database in lib/<domain> (queries.ts, actions.ts) and call that.',
            },
          ],
        },
      ],
    },
  },
  // Every package the code imports is declared; what only tests, tools and configuration use may be a devDependency
  // (the storage contract is a test suite the drivers' tests share; s3-server is the one-machine cluster's S3).
  {
    rules: {
      'import/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.ts',
            '**/*.test.tsx',
            '**/test-data.ts',
            'lib/storage/storage-contract.ts',
            'tests/**',
            'scripts/**',
            'bench/**',
            'deploy/s3-server.mjs',
            '*.config.{ts,mjs}',
          ],
          optionalDependencies: false,
        },
      ],
    },
  },
  {
    plugins: { local: { rules: { 'route-private-folders': routePrivateFolders } } },
    rules: { 'local/route-private-folders': 'error' },
  },
];

export default config;
