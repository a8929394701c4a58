// Three jest projects: 'unit' (pure code beside its source, *.spec.ts / *.test.ts), 'components' (React
// components beside their source, *.test.tsx, in jsdom with React Testing Library) and 'api' (black-box HTTP
// tests against a real API process on PostgreSQL: the server in DATABASE_URL, else embedded PGlite).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const moduleNameMapper = {
  '^@reformas/shared-types$': '<rootDir>/libs/shared-types/src/index.ts',
  '^@reformas/shared-types/options$': '<rootDir>/libs/shared-types/src/options.ts',
  '^@reformas/i18n-es$': '<rootDir>/libs/i18n-es/src/index.ts',
  '^@reformas/web-core$': '<rootDir>/libs/web-core/src/index.ts',
  '^@reformas/web-core/ui$': '<rootDir>/libs/web-core/src/ui/index.ts',
  '\\.css$': '<rootDir>/tools/jest/style.stub.cjs',
};
module.exports = {
  // Hooks start API processes (PGlite takes a few seconds on a busy machine).
  testTimeout: 60000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      roots: ['<rootDir>/libs', '<rootDir>/apps'],
      testMatch: ['**/src/**/*.spec.ts', '**/src/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      // Pure logic may sit beside a hook that imports react-router (ES modules only): transformed as below.
      transform: {
        '^.+\\.(t|j)sx?$|\\.mjs$': ['<rootDir>/tools/jest/swc-esm-packages.transform.cjs', swc[1]],
      },
      transformIgnorePatterns: ['/node_modules/(?!(react-router|@remix-run|cookie-es)/)'],
      moduleNameMapper,
      testEnvironment: 'node',
    },
    {
      displayName: 'components',
      rootDir: __dirname,
      roots: ['<rootDir>/libs', '<rootDir>/apps'],
      testMatch: ['**/src/**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: {
        '^.+\\.(t|j)sx?$|\\.mjs$': ['<rootDir>/tools/jest/swc-esm-packages.transform.cjs', swc[1]],
      },
      moduleNameMapper,
      testEnvironment: 'jsdom',
      // react-router 8 and its dependencies ship only ES modules: swc turns them into CommonJS like our files.
      transformIgnorePatterns: ['/node_modules/(?!(react-router|@remix-run|cookie-es)/)'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/components.setup.ts'],
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      roots: ['<rootDir>/apps/api/test'],
      testMatch: ['**/*.spec.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper,
      testEnvironment: 'node',
      testTimeout: 60000,
      globalSetup: '<rootDir>/apps/api/test/support/global-setup.cjs',
    },
  ],
};
