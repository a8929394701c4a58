import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import ourRules from './tools/eslint/no-late-await.mjs';
import { PROJECTS } from './tools/eslint/projects.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      // npm start's releases folder (copies of the remotes' builds).
      'var/**',
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
  // Module boundaries by the `type:*` tag in each project's package.json (eslint-plugin-boundaries): a remote,
  // the shell and the API import only shared libs (never another remote, an app or the API), and libs
  // import only libs. Imports resolve as TypeScript does (package exports), so `@reformas/x` is checked too.
  {
    files: ['apps/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': PROJECTS.map(({ root, type }) => ({
        type,
        pattern: root,
        capture: ['project'],
      })),
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Fuera de los límites del módulo: {{from.type}} no importa {{to.type}} (etiquetas type:* de cada package.json).',
          policies: [
            { allow: { dependency: { relationship: { to: 'internal' } } } },
            { allow: { to: { element: { type: 'shared' } } } },
          ],
        },
      ],
    },
  },
  // One router on the page: react-router's parts come through @reformas/web-core (libs/web-core/src/router.ts);
  // the API and the texts and schemas stay free of front-end code.
  ...[
    ['apps/shell/**', ['react-router']],
    ['apps/mfe-*/**', ['react-router']],
    ['libs/web-core/src/ui/**', ['react-router']],
    ['apps/api/**', ['@reformas/web-core']],
    ['libs/shared-types/**', ['@reformas/web-core', 'react', 'antd']],
    ['libs/i18n-es/**', ['@reformas/web-core', 'react', 'antd']],
  ].map(([files, group]) => ({
    files: [`${files}/*.ts`, `${files}/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group, message: 'No en este proyecto: ver eslint.config.mjs.' }] },
      ],
    },
  })),
  {
    // Scripts and tests print their results.
    files: ['scripts/**', '**/test/**', 'e2e/**', '**/*.spec.ts', '**/*.mjs', '**/*.cjs'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // knip.config.js is CommonJS too (the root package is not "type": "module").
    files: ['**/*.cjs', 'knip.config.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', exports: 'writable' },
    },
  },
);
