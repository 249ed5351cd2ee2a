import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'db/migrations/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  { rules: { '@typescript-eslint/no-explicit-any': 'error' } },
  // useTestDatabase() is a Vitest fixture, not a React hook.
  { files: ['**/*.test.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
];

export default config;
