import { socialLinksFrom } from './social-links';

describe('the social links of the top bar', () => {
  it('shows only the networks whose address is configured, in their order', () => {
    expect(
      socialLinksFrom({
        Facebook: 'https://www.facebook.com/reformasya',
        Instagram: '',
        LinkedIn: 'https://www.linkedin.com/company/reformasya',
      }),
    ).toEqual([
      { label: 'Facebook', href: 'https://www.facebook.com/reformasya' },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/company/reformasya' },
    ]);
  });

  it('shows none when none is set (the default build), and never a non-https or malformed address', () => {
    expect(socialLinksFrom({ Facebook: '', Instagram: '', LinkedIn: '' })).toEqual([]);
    expect(
      socialLinksFrom({
        Facebook: 'javascript:alert(1)',
        Instagram: 'http://instagram.com/reformasya',
        LinkedIn: 'https://',
      }),
    ).toEqual([]);
  });
});
