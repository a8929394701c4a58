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

/** What a report was about, as a sentence names it ('Has denunciado una solicitud'), by the API's `targetType`. */
export const REPORT_TARGET_TEXTS = {
  project: 'una solicitud',
  worker_profile: 'la ficha de un profesional',
  cleaning_service: 'la ficha de un servicio de limpieza',
  review: 'una opinión',
  message: 'un mensaje',
  user: 'una cuenta',
} as const;

/** 'Mis denuncias' on /profile/cuenta: the person's reports and what became of each, by the API's `status`. */
export const MY_REPORTS_TEXTS = {
  title: 'Mis denuncias',
  intro: 'Lo que has denunciado y lo que hemos decidido. También te avisamos por correo cuando lo revisamos.',
  loading: 'Cargando tus denuncias…',
  failed: 'No se han podido cargar tus denuncias.',
  empty: 'No has enviado ninguna denuncia.',
  statuses: {
    open: 'Pendiente de revisión',
    actioned: 'Contenido retirado',
    dismissed: 'Revisada: sin infracción',
  },
  // 'Una solicitud' at the start of a line of the list.
  item: (target: string, reason: string) => `${target.charAt(0).toUpperCase()}${target.slice(1)} · ${reason}`,
  sent: (date: string) => `Enviada el ${date}`,
  decided: (date: string) => `revisada el ${date}`,
} as const;
