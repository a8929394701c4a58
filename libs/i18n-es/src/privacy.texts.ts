// Privacy rights in the product (issue 35): 'Descargar mis datos' and 'Eliminar mi cuenta' on /profile/cuenta,
// the API's answers about them, and the LEEME.txt of the export.

const days = (n: number) => (n === 1 ? '1 día' : `${n} días`);

export const PRIVACY_TEXTS = {
  api: {
    exportLimit: (hours: number) =>
      `Ya has descargado tus datos hoy: puedes hacerlo una vez al día. Podrás volver a descargarlos dentro de ${hours === 1 ? '1 hora' : `${hours} horas`}.`,
    wrongDeletePassword: 'La contraseña no es correcta. Tu cuenta no se ha eliminado.',
  },
  exportTitle: 'Tus datos',
  exportIntro:
    'Descarga un archivo ZIP con todo lo que guardamos sobre ti: tu cuenta, tus solicitudes, presupuestos, contactos, mensajes, opiniones, denuncias, ajustes de notificaciones, sesiones y tus fotos. Puedes hacerlo una vez al día.',
  exportButton: 'Descargar mis datos',
  exporting: 'Preparando tus datos…',
  exported: 'Tus datos se han descargado.',
  exportFailed: 'No se han podido descargar tus datos. Inténtalo de nuevo.',
  exportFileName: 'mis-datos-reformasya.zip',
  deleteTitle: 'Eliminar mi cuenta',
  deleteIntro:
    'Borra tu cuenta y tus datos personales. No se puede deshacer: si quieres conservar una copia, descarga antes tus datos.',
  deleteButton: 'Eliminar mi cuenta',
  dialogTitle: '¿Eliminar tu cuenta?',
  erasedTitle: 'Qué borramos en el momento',
  erased: [
    'Tu nombre, correo electrónico, teléfono, logotipo y fotos (también los archivos de las imágenes).',
    'Tu perfil profesional y tu servicio de limpieza, que dejan de aparecer en los directorios.',
    'Tus solicitudes abiertas se cierran, y de todas tus solicitudes borramos tus datos de contacto, la descripción y las fotos.',
    'Tus ajustes de notificaciones, los correos pendientes de enviarte y todas tus sesiones, que se cierran a la vez.',
  ],
  keptTitle: 'Qué se conserva',
  kept: (keptDays: number) => [
    'Los mensajes que otras personas recibieron de ti siguen visibles para ellas, como enviados por «Usuario eliminado». Tus opiniones siguen publicadas con ese mismo nombre.',
    `Las denuncias que hayas hecho o que se hayan hecho sobre tu cuenta se guardan bloqueadas durante ${days(keptDays)}: solo las usamos para resolver denuncias y reclamaciones o para atender a una autoridad, y después se borran. El registro de las decisiones de moderación (qué se decidió, cuándo y por qué) se guarda tres años desde cada decisión, como el de cualquier cuenta.`,
  ],
  afterwards: 'Podrás volver a registrarte con el mismo correo cuando quieras.',
  passwordLabel: 'Tu contraseña',
  passwordHint: 'Escribe tu contraseña para confirmar que eres tú.',
  confirmDelete: 'Eliminar mi cuenta definitivamente',
  cancel: 'Cancelar',
  deleting: 'Eliminando tu cuenta…',
  deleted: 'Tu cuenta se ha eliminado. Gracias por haber usado ReformasYa.',
  deleteFailed: 'No se ha podido eliminar tu cuenta. Inténtalo de nuevo.',
  exportReadme: [
    'Tus datos en ReformasYa',
    '',
    'Este archivo contiene todo lo que ReformasYa guarda sobre tu cuenta, en formato JSON (legible por cualquier programa):',
    '',
    '- cuenta.json: tu cuenta, tu perfil profesional y tu servicio de limpieza, si los tienes.',
    '- solicitudes.json: las solicitudes de reforma que has publicado.',
    '- presupuestos.json: los presupuestos que has enviado (sent) y los que has recibido (received).',
    '- contactos.json: las solicitudes cuyo teléfono has pedido (revealedByMe) y los profesionales que pidieron el tuyo (revealedToOthers).',
    '- mensajes.json: los mensajes que has enviado (sent) y recibido (received).',
    '- opiniones.json: las opiniones que has escrito (written) y las que has recibido (received).',
    '- denuncias.json: las denuncias que has hecho.',
    '- notificaciones.json: tus ajustes de notificaciones por correo.',
    '- sesiones.json: tus sesiones abiertas (sin las claves que las identifican).',
    '- fotos/: tu logotipo y las fotos que has subido.',
    '',
    'Las demás personas aparecen solo por su número de usuario y el nombre que el sitio muestra públicamente.',
    '',
  ].join('\n'),
} as const;
