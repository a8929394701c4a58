/** The report dialog ("Denunciar") of the public pages, reviews and chat messages; reasons by the API's `reason`. */
export const REPORT_TEXTS = {
  action: 'Denunciar',
  title: 'Denunciar',
  reasonLegend: 'Motivo',
  reasons: {
    spam: 'Spam o publicidad',
    fraud: 'Fraude o estafa',
    offensive: 'Contenido ofensivo',
    personal_data: 'Datos personales de otra persona',
    other: 'Otro',
  },
  detailsLabel: 'Detalles (opcional)',
  detailsHelp: 'Cuéntanos qué ocurre, hasta 1.000 caracteres.',
  send: 'Enviar denuncia',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  // Not 'Cerrar': the dialog's corner button is called that already.
  close: 'Aceptar',
  thanks: 'Gracias. Revisaremos tu denuncia.',
  // Worded like ACCESS_TEXTS' prompts, in the same 'Acceso requerido' dialog.
  signIn: 'Para denunciar necesitas iniciar sesión o registrarte.',
  failed: 'No se pudo enviar la denuncia. Inténtalo de nuevo.',
  // Read after 'Denunciar' by screen readers, where a page has several (reviews, messages).
  reviewOf: (author: string) => ` la opinión de ${author}`,
  messageOf: (author: string) => ` el mensaje de ${author}`,
} as const;
