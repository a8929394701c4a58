import { renderMail } from '../mail/mail-templates';
import { decisionText, reportOutcomeMail } from './report-outcome-mail';

const site = {
  name: 'ReformasYa',
  address: 'Calle Mayor 1, 28013 Madrid',
  publicUrl: 'https://reformas.example',
};
const url = 'https://reformas.example/profile/cuenta#mis-denuncias';

describe('reportOutcomeMail', () => {
  it("names what was reported and Madrid's day of the report, then the decision, in both parts", async () => {
    // 23:30 UTC on 31 December is already 1 January in Madrid.
    const content = reportOutcomeMail(
      'Ana',
      { targetType: 'worker_profile', createdAt: new Date('2026-12-31T23:30:00Z'), status: 'actioned' },
      site.name,
      url,
    );
    const { subject, html, text } = await renderMail(content, site);
    expect(subject).toBe('Hemos revisado tu denuncia');
    expect(text).toContain('El 1 de enero de 2027 denunciaste la ficha de un profesional en ReformasYa.');
    expect(text).toContain('Hemos revisado tu denuncia y hemos retirado el contenido.');
    expect(html).toContain('Hemos revisado tu denuncia y hemos retirado el contenido.');
    expect(text).toContain(url);
  });

  it('words each decision plainly: withdrawn, an account suspended, nothing wrong', () => {
    expect(decisionText({ targetType: 'review', status: 'actioned' })).toBe(
      'Hemos revisado tu denuncia y hemos retirado el contenido.',
    );
    expect(decisionText({ targetType: 'user', status: 'actioned' })).toBe(
      'Hemos revisado tu denuncia y hemos suspendido la cuenta.',
    );
    expect(decisionText({ targetType: 'project', status: 'dismissed' })).toBe(
      'Hemos revisado tu denuncia y no hemos encontrado nada contrario a nuestras normas.',
    );
  });
});
