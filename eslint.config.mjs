import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
];

export default config;
