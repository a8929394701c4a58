import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import ourRules from './tools/eslint/no-late-await.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.nx/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
        AbortController: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
      },
    },
    plugins: { reformas: ourRules },
    rules: {
      'reformas/no-late-await': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Module boundaries (tags in each package.json 'nx' field): a remote never imports another app,
  // the shell never imports a remote's code (only through Module Federation at run time), the API
  // never imports front-end code, and libs never import apps.
  ...[
    // react-router comes through @reformas/web-core (libs/web-core/src/router.ts): one router on the page.
    ['apps/shell/**', ['**/mfe-*/src/**', '**/api/src/**', 'react-router']],
    ['apps/mfe-*/**', ['**/shell/src/**', '**/mfe-*/src/**', '**/api/src/**', 'react-router']],
    ['apps/api/**', ['**/shell/src/**', '**/mfe-*/src/**', '@reformas/web-core']],
    ['libs/web-core/**', ['**/apps/**']],
    // After web-core's own entry: the last matching block's rule wins.
    ['libs/web-core/src/ui/**', ['**/apps/**', 'react-router']],
    ['libs/shared-types/**', ['**/apps/**', '@reformas/web-core', 'react', 'antd']],
    ['libs/i18n-es/**', ['**/apps/**', '@reformas/web-core', 'react', 'antd']],
  ].map(([files, group]) => ({
    files: [`${files}/*.ts`, `${files}/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group, message: 'Fuera de los límites del módulo: ver STYLE y eslint.config.mjs.' }] },
      ],
    },
  })),
  {
    // Scripts and tests print their results.
    files: ['scripts/**', '**/test/**', 'e2e/**', '**/*.spec.ts', '**/*.mjs', '**/*.cjs'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', exports: 'writable' },
    },
  },
);
