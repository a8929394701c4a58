import { hello, type MailContent, passwordResetMail, renderMail } from './mail-templates';

const site = {
  name: 'Reformas Test',
  address: 'Calle Mayor 1, 28013 Madrid',
  publicUrl: 'https://reformas.example',
};
const content: MailContent = {
  subject: 'Un aviso',
  preview: 'Tienes un aviso nuevo',
  greeting: hello('Ana <script>alert(1)</script> & Cía'),
  paragraphs: ['Primer párrafo.', 'Segundo párrafo con <b>etiquetas</b>.'],
  action: { label: 'Ver el aviso', url: 'https://reformas.example/avisos/1?a=1&b=2' },
  after: ['Un saludo.'],
};
const unsubscribe = {
  url: 'https://reformas.example/avisos/baja?token=abc',
  label: 'Dejar de recibir estos avisos',
};

describe('renderMail', () => {
  it('escapes the text it is given in the HTML part', async () => {
    const { html, subject } = await renderMail(content, site);
    expect(subject).toBe('Un aviso');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hola, Ana &lt;script&gt;alert(1)&lt;/script&gt; &amp; Cía:');
    expect(html).toContain('href="https://reformas.example/avisos/1?a=1&amp;b=2"');
    expect(html).toMatch(/<html[^>]* lang="es"/);
    // The preheader: hidden, first in the body.
    expect(html).toMatch(/<div style="display:none[^"]*" data-skip-in-text="true">Tienes un aviso nuevo/);
    expect(html.indexOf('Tienes un aviso nuevo')).toBeLessThan(html.indexOf('Reformas Test</p>'));
  });

  it('says the same in the plain-text part: greeting, paragraphs, the button and its address, the foot', async () => {
    const { text } = await renderMail(content, site);
    expect(text).toContain('Hola, Ana <script>alert(1)</script> & Cía:');
    expect(text).toContain('Primer párrafo.');
    expect(text).toContain('Segundo párrafo con <b>etiquetas</b>.');
    expect(text).toContain('Ver el aviso');
    expect(text).toContain('https://reformas.example/avisos/1?a=1&b=2');
    expect(text).toContain('Un saludo.');
    expect(text).toContain('Reformas Test · Calle Mayor 1, 28013 Madrid · https://reformas.example');
    // The preheader and the HTML's own "copy this address" line are not in it; the order is the HTML's.
    expect(text).not.toContain('Tienes un aviso nuevo');
    expect(text).not.toContain('Si el botón no funciona');
    const order = ['Hola, Ana', 'Primer párrafo.', 'Ver el aviso', 'Un saludo.', 'Calle Mayor 1'];
    const at = order.map((words) => text.indexOf(words));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });

  it('puts the unsubscribe link in both parts only when given', async () => {
    const without = await renderMail(content, site);
    expect(without.html).not.toContain(unsubscribe.label);
    expect(without.text).not.toContain(unsubscribe.label);
    expect(without.text).not.toContain('/avisos/baja');

    const withLink = await renderMail({ ...content, unsubscribe }, site);
    expect(withLink.html).toContain(`href="${unsubscribe.url}"`);
    expect(withLink.html).toContain(unsubscribe.label);
    expect(withLink.text).toContain(unsubscribe.label);
    expect(withLink.text).toContain(unsubscribe.url);
  });

  it('renders an e-mail without a button', async () => {
    const { html, text } = await renderMail(
      { subject: 'Hola', greeting: hello('Ana'), paragraphs: ['Nada más.'] },
      site,
    );
    expect(html).not.toContain('Si el botón no funciona');
    expect(text).toBe(
      `Reformas Test\n\nHola, Ana:\n\nNada más.\n\n${'-'.repeat(40)}\n\nReformas Test · Calle Mayor 1, 28013 Madrid · https://reformas.example\n`,
    );
  });
});

describe('passwordResetMail', () => {
  it('keeps its words, and its link in both parts', async () => {
    const mail = await passwordResetMail(
      'Ana',
      'https://reformas.example/restablecer-contrasena?token=t',
      30,
      site,
    );
    expect(mail.subject).toBe('Restablece tu contraseña');
    expect(mail.html).toContain('El enlace vale 30 minutos y solo se puede usar una vez.');
    expect(mail.html).toContain(
      'Si el botón no funciona, copia esta dirección en tu navegador: https://reformas',
    );
    expect(mail.text).toContain('https://reformas.example/restablecer-contrasena?token=t');
    expect(mail.text).toContain('Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.');
  });
});
