import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The calls that read a whole request body into memory, with no limit and whatever its type. */
const BODY_READERS = 'json|formData|text|arrayBuffer|blob|bytes';
const REQUEST_NAMES = 'request|req';
const BODY_READER_MESSAGE =
  'Read a request body only through lib/http: readJsonObject (lib/http/read-json.ts) or readMultipartForm / streamMultipart (lib/http/read-multipart.ts), which stop at the body limits (the route wrapper answers 413).';

/**
 * Imports of the project's `folders`, through `@/` or a relative path: the layers import downwards only
 * (app → components → lib → db, with demo-data/ and scripts/ on top).
 */
const importsOf = (folders, message) => [
  { group: folders.flatMap((folder) => [`@/${folder}`, `@/${folder}/**`]), message },
  { regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message },
];

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  { rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  // Pictures are decoded through lib/images/open-image.ts, which bounds their pixels; tests only make pictures.
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['lib/images/open-image.ts', '**/*.test.ts', '**/test-data.ts', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'sharp', message: 'Use openImage from @/lib/images/open-image (it sets limitInputPixels).' }] }] },
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
      ],
    },
  },
  // Layers, with typescript-eslint's copy of no-restricted-imports: a rule of its own adds to the sharp rule above
  // instead of replacing it for the files both cover.
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
];

export default config;
