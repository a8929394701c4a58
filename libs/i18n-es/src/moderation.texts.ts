// What the author of an item an operator hid is told on its page (docs/decisions.md, "Moderation", issue 35).
export const MODERATION_TEXTS = {
  hiddenTitle: 'Oculto por moderación.',
  hiddenBody: 'Nadie más lo ve mientras siga oculto.',
  reason: (reason: string) => `Motivo: ${reason}`,
  appeal: 'Si crees que es un error, responde al correo que te enviamos o escríbenos desde Contacto.',
} as const;
