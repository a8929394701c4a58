import { API_MESSAGES } from '@reformas/i18n-es';
import { databaseInputError } from './database-errors';

// The exception filter answers 400 with this message when it is defined, else 500.
describe('PostgreSQL errors caused by the data sent are a 400 with a Spanish message, never a 500', () => {
  it.each([
    ['54000', API_MESSAGES.dataTooLarge], // index row too big (a 100,000-entry services list, before the services list was bounded)
    ['54001', API_MESSAGES.dataTooLarge], // statement too complex
    ['22001', API_MESSAGES.dataTooLarge], // string too long for a varchar
    ['22003', API_MESSAGES.dataTooLarge], // number out of range
    ['22021', API_MESSAGES.invalidEncoding], // a NUL byte, bytes that are not UTF-8
    ['22P05', API_MESSAGES.invalidEncoding],
    ['22P02', API_MESSAGES.validation], // bad text for a type
  ])('SQLSTATE %s: %j', (code, message) => {
    expect(databaseInputError(code)).toBe(message);
  });

  it.each(['08006', '53300', '40001', '23503'])('SQLSTATE %s is not the client’s input', (code) => {
    expect(databaseInputError(code)).toBeUndefined();
  });
});
