// Browser tests (run by `npm test` through scripts/test.mjs): the configuration lives with the suite.
export { default } from './e2e/playwright.config';
