import { returnPathOf, signInPath } from './sign-in-redirect';

describe('return after signing in', () => {
  it('keeps a path of this site', () => {
    expect(returnPathOf('/create-post')).toBe('/create-post');
    expect(returnPathOf('/projects?type=kitchen')).toBe('/projects?type=kitchen');
  });

  it.each(['https://otro.example/x', '//otro.example/x', '/\\otro.example', 'javascript:alert(1)', '', null])(
    'refuses %j (no open redirect)',
    (value) => {
      expect(returnPathOf(value)).toBeNull();
    },
  );

  it('builds the /auth link with the type and the way back', () => {
    expect(signInPath('client', '/create-post?x=1')).toBe('/auth?type=client&next=%2Fcreate-post%3Fx%3D1');
  });
});
