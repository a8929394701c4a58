// The e-mails' words. One description per kind (a greeting, paragraphs, at most one button, a closing line) gives
// both the HTML and the plain-text part, so the two never say different things; the foot names the sender and
// its address, as every commercial e-mail in Spain must (LSSI-CE art. 10).

export type MailSite = { name: string; address: string; publicUrl: string };
export type RenderedMail = { subject: string; html: string; text: string };

type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  after?: readonly string[];
};

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function renderMail(content: MailContent, site: MailSite): RenderedMail {
  const foot = `${site.name} · ${site.address} · ${site.publicUrl}`;
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#ffffff;` +
      `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      paragraph(`Si el botón no funciona, copia esta dirección en tu navegador: ${content.action.url}`)
    : '';
  const html =
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">` +
    `<p style="margin:0 0 16px;font-weight:700;font-size:18px">${escapeHtml(site.name)}</p>` +
    paragraph(content.greeting) +
    content.paragraphs.map(paragraph).join('') +
    button +
    (content.after ?? []).map(paragraph).join('') +
    `<p style="margin:24px 0 0;font-size:12px;color:#57534e">${escapeHtml(foot)}</p></div></body></html>`;
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.after ?? []),
    '--',
    foot,
  ].join('\n\n');
  return { subject: content.subject, html, text: `${text}\n` };
}

/** To `name`: the greeting every e-mail opens with. */
const hello = (name: string) => `Hola, ${name}:`;

/** The link to choose a new password: valid `minutes`, once. */
export const passwordResetMail = (name: string, url: string, minutes: number, site: MailSite) =>
  renderMail(
    {
      subject: 'Restablece tu contraseña',
      greeting: hello(name),
      paragraphs: [
        `Alguien (seguramente tú) ha pedido restablecer la contraseña de tu cuenta en ${site.name}.`,
        `Pulsa el botón para elegir una nueva. El enlace vale ${minutes} minutos y solo se puede usar una vez.`,
      ],
      action: { label: 'Elegir una contraseña nueva', url },
      after: ['Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.'],
    },
    site,
  );

/** The notice after a password changed: every session was closed; a way back if it was not its owner. */
export const passwordChangedMail = (name: string, recoverUrl: string, site: MailSite) =>
  renderMail(
    {
      subject: 'Tu contraseña ha cambiado',
      greeting: hello(name),
      paragraphs: [
        `La contraseña de tu cuenta en ${site.name} se acaba de cambiar, y hemos cerrado todas las sesiones abiertas.`,
        'Si has sido tú, no tienes que hacer nada más.',
        'Si no has sido tú, recupera tu cuenta ahora mismo con un enlace nuevo:',
      ],
      action: { label: 'Recuperar mi cuenta', url: recoverUrl },
    },
    site,
  );

/** The link that confirms the account's e-mail address. */
export const verifyEmailMail = (name: string, url: string, site: MailSite) =>
  renderMail(
    {
      subject: 'Confirma tu correo electrónico',
      greeting: hello(name),
      paragraphs: [
        `Gracias por registrarte en ${site.name}. Confirma que este correo es tuyo para recibir nuestros avisos.`,
      ],
      after: ['Si no te has registrado tú, ignora este correo.'],
      action: { label: 'Confirmar mi correo', url },
    },
    site,
  );
