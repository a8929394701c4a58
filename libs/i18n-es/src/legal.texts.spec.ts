import { legalNoticeTexts, privacyPolicyTexts } from './legal.texts';

const owner = {
  name: 'ReformasYa, S.L.',
  taxId: 'B00000000',
  address: 'Calle Mayor 1, 28013 Madrid',
  email: 'atencion@reformasya.es',
  phone: '+34 900 123 456',
};

describe('the legal pages', () => {
  it('never end a sentence with a doubled full stop after a name that has its own (S.L.)', () => {
    for (const page of [legalNoticeTexts(owner), privacyPolicyTexts(owner, 365)]) {
      const text = page.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? [])]).join('\n');
      expect(text).toContain('ReformasYa, S.L.');
      expect(text).not.toContain('S.L..');
    }
  });
});
