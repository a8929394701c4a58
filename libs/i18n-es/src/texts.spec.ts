import { API_MESSAGES, httpErrorMessage } from './texts';

describe('httpErrorMessage', () => {
  it("is '{status}: {body text}' when the answer has a body", () => {
    expect(httpErrorMessage(400, '{"message":"Email already exists"}', 'Bad Request')).toBe(
      '400: {"message":"Email already exists"}',
    );
  });

  it("falls back to '{status}: {status text}' on an empty body", () => {
    expect(httpErrorMessage(502, '', 'Bad Gateway')).toBe('502: Bad Gateway');
  });
});

describe('API_MESSAGES', () => {
  it("keeps 'Email already exists' in the duplicate e-mail text, which the clients look for", () => {
    expect(API_MESSAGES.emailExists).toContain('Email already exists');
  });
});
