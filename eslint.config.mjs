import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** The calls that read a whole request body into memory, with no limit and whatever its type. */
const BODY_READERS = 'json|formData|text|arrayBuffer|blob|bytes';
const REQUEST_NAMES = 'request|req';
const BODY_READER_MESSAGE =
  'Read a request body only through lib/http: readJsonObject (lib/http/read-json.ts) or readMultipartForm / streamMultipart (lib/http/read-multipart.ts), which stop at the body limits (the route wrapper answers 413).';

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
];

export default config;
