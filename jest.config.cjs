// Four jest projects: 'unit' (pure code beside its source, *.spec.ts / *.test.ts), 'components' (React
// components beside their source, *.test.tsx, in jsdom with React Testing Library), 'api' (black-box HTTP
// tests against a real API process on PostgreSQL: the server in DATABASE_URL, else embedded PGlite) and 'deploy'
// (the edge in a real nginx, installed when missing, and the cluster's manifests against the Kubernetes schemas).
// The workspace libs (@reformas/*) resolve through their package.json `exports`, as in the builds.
const { swcOptions } = require('./tools/swc/swc.options.cjs');

// The build's swc options, as CommonJS; react-router 8 and its dependencies ship only ES modules, so they
// go through the same transform (tools/jest/swc-esm-packages.transform.cjs). So does React Email's render (the
// API's e-mails): its CommonJS build loads react-dom/server with import(), which Jest's VM cannot run. otplib's
// CommonJS build requires @noble/hashes and @scure/base, which ship only ES modules (the operators' TOTP codes).
const transform = {
  '^.+\\.(t|j)sx?$|\\.mjs$|/@react-email/render/.+\\.cjs$': [
    '<rootDir>/tools/jest/swc-esm-packages.transform.cjs',
    swcOptions({ module: 'commonjs' }),
  ],
};
const transformIgnorePatterns = [
  // (@noble/hashes lies in a node_modules folder of its own, inside @otplib's: looked for anywhere in the path.)
  '^(?!.*/node_modules/(@noble/hashes|@scure/base)/).*/node_modules/(?!(react-router|@remix-run|cookie-es|@react-email/render)/)',
];
const moduleNameMapper = { '\\.css$': '<rootDir>/tools/jest/style.stub.cjs' };
const besideTheSource = {
  rootDir: __dirname,
  roots: ['<rootDir>/libs', '<rootDir>/apps'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
};

module.exports = {
  // Hooks start API processes (PGlite takes a few seconds on a busy machine).
  testTimeout: 60000,
  projects: [
    {
      ...besideTheSource,
      displayName: 'unit',
      // tools/: the checks of the build itself (the lint's module boundaries); scripts/: the scripts' own
      // specs (the static server, started as a process).
      roots: [...besideTheSource.roots, '<rootDir>/tools', '<rootDir>/scripts'],
      testMatch: [
        '**/src/**/*.spec.ts',
        '**/src/**/*.test.ts',
        '<rootDir>/tools/**/*.spec.ts',
        '<rootDir>/scripts/**/*.spec.ts',
      ],
      testEnvironment: 'node',
    },
    {
      ...besideTheSource,
      displayName: 'components',
      testMatch: ['**/src/**/*.test.tsx'],
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/tools/jest/components.setup.ts'],
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      roots: ['<rootDir>/apps/api/test'],
      testMatch: ['**/*.spec.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      testEnvironment: 'node',
      testTimeout: 60000,
      globalSetup: '<rootDir>/apps/api/test/support/global-setup.cjs',
    },
    {
      displayName: 'deploy',
      rootDir: __dirname,
      roots: ['<rootDir>/deploy'],
      testMatch: ['**/*.spec.ts'],
      transform,
      testEnvironment: 'node',
    },
  ],
};
