import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { kitDeGravacao } from './scripts/eslint/kit-de-gravacao.js';
import { layerBoundaries } from './scripts/eslint/layer-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'server/db/migrations/', 'test-results/', 'playwright-report/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { 'layer-boundaries': layerBoundaries, 'kit-de-gravacao': kitDeGravacao } } },
    rules: {
      'local/layer-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-alert': 'error',
    },
  },
  {
    // Type-aware rules: a promise nobody awaits loses its error; a `!` the types do not need hides a real change of type.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  {
    // Routes write through server/lib/gravacao.ts and server/services/audit.ts; their tests may name what they check.
    files: ['server/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'local/kit-de-gravacao': 'error' },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
