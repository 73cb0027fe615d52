import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'playwright-report/',
      'test-results/',
      'data/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Rules that read the types: a promise nobody awaits or catches, or one passed where a
    // plain function is expected (an event handler, a callback), is a bug that fails silently.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // getBy… throws when nothing matches, so expecting it to be defined can never fail.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(toBeDefined|toBeTruthy)$/] > MemberExpression > CallExpression[callee.name='expect'] > CallExpression[callee.property.name=/^getBy/]",
          message: 'getBy… throws when nothing matches: assert something that can fail.',
        },
      ],
    },
  },
  {
    // Every spec takes its project's way of loading scripts (tests/e2e/fixtures.ts: hydrated,
    // 3 s late, or none), so that the same spec tries a page before and after hydration.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it sets how scripts load (decision 039).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
);
