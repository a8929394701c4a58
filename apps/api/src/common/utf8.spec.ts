import { decodeUtf8, isUtf8RequestTarget } from './utf8';

describe('UTF-8 checks', () => {
  it('decodes UTF-8 and refuses anything else instead of replacing it', () => {
    expect(decodeUtf8(Buffer.from('Alcalá'))).toBe('Alcalá');
    expect(decodeUtf8(Buffer.from([0x61, 0xff]))).toBeUndefined();
    expect(decodeUtf8(Buffer.from([0xc3]))).toBeUndefined();
    expect(decodeUtf8(Buffer.from([0xed, 0xa0, 0x80]))).toBeUndefined(); // an encoded surrogate
  });

  it.each([
    '/api/projects',
    '/api/projects?city=Alcal%C3%A1',
    '/api/workers?q=100%',
    '/a?b=%zz',
    '/a?b=%E2%82%AC',
  ])('a request target %j is UTF-8', (url) => expect(isUtf8RequestTarget(url)).toBe(true));

  it.each(['/a?b=%FF', '/a?b=%C3%28', '/a/%ED%A0%80', '/a?b=%E2%82', '/a?b=\u00ff', '/a?b=\u00c3('])(
    'a request target %j is not',
    (url) => expect(isUtf8RequestTarget(url)).toBe(false),
  );
});
