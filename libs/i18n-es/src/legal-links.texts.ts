// The links to the legal pages that every page shows (footer, the request form's terms checkbox): a file of its
// own, so the pages' long texts (legal.texts.ts) stay out of the first load.
export const LEGAL_LINKS_TEXTS = {
  nav: 'Información legal',
  notice: 'Aviso legal',
  privacy: 'Política de privacidad',
  cookies: 'Política de cookies',
  /** The words of 'Acepto los términos y condiciones' that link to the conditions of use. */
  termsLinkText: 'términos y condiciones',
  termsLinkTitle: 'Se abre en una pestaña nueva',
} as const;

export const LEGAL_PATHS = {
  notice: '/aviso-legal',
  privacy: '/politica-de-privacidad',
  cookies: '/politica-de-cookies',
  /** Where the terms checkbox of a new request points. */
  terms: '/aviso-legal#condiciones-de-uso',
} as const;
