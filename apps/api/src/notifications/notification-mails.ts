// The words of the notification e-mails (docs/decisions.md, "Notification e-mails"). Each is a content description
// for the one e-mail layout (mail/mail-templates.ts), which writes its HTML and plain-text parts.
import { RENOVATION_TYPES, TIMELINES } from '@reformas/shared-types';
import { hello, type MailContent } from '../mail/mail-templates';

/** A request as the alerts show it: what the board shows anyone, nothing of its author. */
export type AlertedRequest = {
  id: number;
  renovationType: string;
  city: string;
  postalCode: string;
  timeline: string;
};

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((o) => o.value === value)?.label ?? value;

const requestLine = (r: AlertedRequest, url: string) =>
  `${labelOf(RENOVATION_TYPES, r.renovationType)} en ${r.city} (${r.postalCode}), ${labelOf(TIMELINES, r.timeline).toLowerCase()}: ${url}`;

/** The first lines of the unread messages, as a preview: at most 3 messages of 200 characters. */
function preview(messages: readonly string[]): string[] {
  return messages.slice(0, 3).map((m) => {
    const line = m.replace(/\s+/g, ' ').trim();
    return `«${line.length > 200 ? `${line.slice(0, 199)}…` : line}»`;
  });
}

export const unreadMessagesMail = (
  name: string,
  senderName: string,
  unread: { count: number; first: readonly string[] },
  url: string,
): MailContent => ({
  subject: `${senderName} te ha escrito`,
  greeting: hello(name),
  paragraphs: [
    unread.count === 1
      ? `Tienes un mensaje sin leer de ${senderName}:`
      : `Tienes ${unread.count} mensajes sin leer de ${senderName}. Los primeros:`,
    ...preview(unread.first),
  ],
  action: { label: 'Leer y responder', url },
  after: ['No te avisaremos de más mensajes de esta conversación hasta que la abras.'],
});

export const newReviewMail = (
  name: string,
  reviewerName: string,
  rating: number,
  url: string,
): MailContent => ({
  subject: 'Tienes una valoración nueva',
  greeting: hello(name),
  paragraphs: [
    `${reviewerName} te ha valorado con ${rating} de 5 estrellas.`,
    'Puedes leerla y responder desde tu perfil: tu respuesta se publica junto a la valoración.',
  ],
  action: { label: 'Ver la valoración', url },
});

export const reviewReplyMail = (name: string, providerName: string, url: string): MailContent => ({
  subject: `${providerName} ha respondido a tu valoración`,
  greeting: hello(name),
  paragraphs: [`${providerName} ha respondido a la valoración que le dejaste.`],
  action: { label: 'Ver la respuesta', url },
});

/** One new request (instant alerts) or the day's (the digest), each as a line with its link. */
export const requestAlertMail = (
  name: string,
  requests: readonly AlertedRequest[],
  linkOf: (id: number) => string,
  digest: boolean,
  boardUrl: string,
): MailContent => {
  const [first] = requests;
  const single = requests.length === 1 && first !== undefined;
  return {
    subject: single
      ? `Nueva solicitud: ${labelOf(RENOVATION_TYPES, first.renovationType)} en ${first.city}`
      : `${requests.length} solicitudes nuevas en tu zona`,
    greeting: hello(name),
    paragraphs: [
      digest
        ? 'Estas son las solicitudes publicadas desde tu último resumen que encajan con tus servicios y tu zona:'
        : 'Se acaba de publicar una solicitud que encaja con tus servicios y tu zona:',
      ...requests.slice(0, 50).map((r) => requestLine(r, linkOf(r.id))),
      ...(requests.length > 50 ? [`Y ${requests.length - 50} más en el tablón.`] : []),
    ],
    action: { label: 'Ver el tablón de solicitudes', url: boardUrl },
    after: ['Puedes cambiar los tipos de reforma, las zonas y la frecuencia en tus preferencias de correo.'],
  };
};

// Quotes and hiring (kind 'quotes'). Amounts as a written quote shows them ('1.234,56 €').
const cents = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
export const formatQuoteCents = (amountCents: number) => cents.format(amountCents / 100);
const day = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A day 'YYYY-MM-DD' as '22 de noviembre de 2026'. */
export const formatQuoteDay = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

/** A request in a line, as the quote e-mails name it (nothing of its author). */
export type QuotedRequest = { renovationType: string; city: string };
const requestName = (r: QuotedRequest) => `${labelOf(RENOVATION_TYPES, r.renovationType)} en ${r.city}`;

export const newQuoteMail = (
  name: string,
  firm: string,
  totalCents: number,
  request: QuotedRequest,
  url: string,
  revised: boolean,
): MailContent => ({
  subject: revised ? `${firm} ha modificado su presupuesto` : 'Has recibido un presupuesto',
  greeting: hello(name),
  paragraphs: [
    revised
      ? `${firm} ha modificado el presupuesto que te envió para tu solicitud de ${requestName(request)}. Nuevo total: ${formatQuoteCents(totalCents)} (IVA incluido).`
      : `${firm} te ha enviado un presupuesto para tu solicitud de ${requestName(request)}: ${formatQuoteCents(totalCents)} (IVA incluido).`,
    'Puedes compararlo con los demás presupuestos, partida a partida, y aceptar el que prefieras.',
  ],
  action: { label: 'Ver los presupuestos', url },
});

export const quoteAcceptedMail = (
  name: string,
  client: { name: string; phone: string; email: string | null },
  request: QuotedRequest,
  url: string,
): MailContent => ({
  subject: '¡Han aceptado tu presupuesto!',
  greeting: hello(name),
  paragraphs: [
    `${client.name} ha aceptado tu presupuesto para su solicitud de ${requestName(request)}.`,
    'Sus datos de contacto, para acordar el inicio de la obra:',
    `Nombre: ${client.name}`,
    `Teléfono: ${client.phone}`,
    ...(client.email ? [`Correo electrónico: ${client.email}`] : []),
  ],
  action: { label: 'Ver la solicitud', url },
});

export const quoteNotSelectedMail = (
  name: string,
  request: QuotedRequest,
  url: string,
  otherChosen: boolean,
): MailContent => ({
  subject: `Tu presupuesto para ${requestName(request)} no ha sido seleccionado`,
  greeting: hello(name),
  paragraphs: [
    otherChosen
      ? `El cliente ha elegido otro presupuesto. Gracias por tu propuesta para su solicitud de ${requestName(request)}.`
      : `El cliente ha decidido no seguir adelante con tu presupuesto para su solicitud de ${requestName(request)}. Gracias por tu propuesta.`,
    'Seguro que pronto encuentras otras solicitudes que encajan contigo en el tablón.',
  ],
  action: { label: 'Ver mis presupuestos', url },
});

export const quoteReminderMail = (
  name: string,
  request: QuotedRequest,
  validUntil: string,
  url: string,
): MailContent => ({
  subject: 'Un presupuesto de tu solicitud caduca pronto',
  greeting: hello(name),
  paragraphs: [
    `Un presupuesto que has recibido para tu solicitud de ${requestName(request)} es válido hasta el ${formatQuoteDay(validUntil)}.`,
    'Después ya no podrás aceptarlo. Si te interesa, compáralo con los demás y decide antes de esa fecha.',
  ],
  action: { label: 'Ver los presupuestos', url },
});
