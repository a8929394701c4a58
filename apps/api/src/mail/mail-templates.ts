// The e-mails' words. One description per kind (a greeting, paragraphs, at most one button, closing lines) is
// rendered by one React Email layout (mail-layout.tsx): the HTML part, and the plain-text part from that same
// HTML, so the two never say different things.
import { createElement } from 'react';
import { render, toPlainText } from '@react-email/components';
import { MailLayout, type MailContent, type MailSite } from './mail-layout';

export type { MailContent, MailSite };
export type RenderedMail = { subject: string; html: string; text: string };

/** `content` as an e-mail from `site`: its subject, HTML and plain text. */
export async function renderMail(content: MailContent, site: MailSite): Promise<RenderedMail> {
  const html = await render(createElement(MailLayout, { content, site }));
  return { subject: content.subject, html, text: `${toPlainText(html).trim()}\n` };
}

/** To `name`: the greeting every e-mail opens with. */
export const hello = (name: string) => `Hola, ${name}:`;

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

/** To the new address of an account (/profile/cuenta): the link that makes it the account's address. */
export const changeEmailMail = (name: string, url: string, site: MailSite) =>
  renderMail(
    {
      subject: 'Confirma tu nuevo correo electrónico',
      greeting: hello(name),
      paragraphs: [
        `Has pedido usar este correo en tu cuenta de ${site.name}. Pulsa el botón para confirmarlo: hasta entonces, tu cuenta sigue con el correo de antes.`,
      ],
      action: { label: 'Confirmar mi nuevo correo', url },
      after: ['Si no lo has pedido tú, ignora este correo: nada cambia.'],
    },
    site,
  );

/** To the old address: a change to `maskedEmail` was asked for; a way back if it was not its owner. */
export const emailChangeRequestedMail = (
  name: string,
  maskedEmail: string,
  recoverUrl: string,
  site: MailSite,
) =>
  renderMail(
    {
      subject: 'Se ha pedido cambiar tu correo electrónico',
      greeting: hello(name),
      paragraphs: [
        `Se ha pedido cambiar el correo de tu cuenta en ${site.name} por ${maskedEmail}. Cambiará cuando se abra el enlace que le hemos enviado.`,
        'Si has sido tú, no tienes que hacer nada más.',
        'Si no has sido tú, cambia tu contraseña ahora mismo con un enlace nuevo: el cambio de correo se anulará.',
      ],
      action: { label: 'Recuperar mi cuenta', url: recoverUrl },
    },
    site,
  );
