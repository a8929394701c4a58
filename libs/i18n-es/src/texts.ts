// The Spanish contract texts (docs/product.md). Apps import them from here and never spell them twice.

/**
 * The API's words for an unexpected failure and for being unavailable, on their own as well: the browsers show them
 * too (a proxy's 5xx, a failed call), and importing API_MESSAGES would bring all of it (3 kB gzip) to every page.
 */
export const UNEXPECTED_ERROR_TEXT = 'Ha ocurrido un error inesperado. Inténtalo de nuevo más tarde.';
export const UNAVAILABLE_TEXT =
  'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/** Messages the API answers with. */
export const API_MESSAGES = {
  validation: 'Los datos enviados no son válidos',
  // Existing clients look for 'Email already exists' in the error text: keep that phrase in it.
  emailExists: 'Email already exists: ya existe un usuario registrado con este correo electrónico',
  invalidCredentials: 'Correo electrónico, usuario o contraseña incorrectos',
  unauthenticated: 'Debes iniciar sesión para realizar esta acción',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'Recurso no encontrado',
  userNotFound: 'Usuario no encontrado',
  logoNotFound: 'Este usuario no tiene logo',
  projectNotFound: 'Proyecto no encontrado',
  projectGone: 'Esta solicitud ya no está publicada',
  projectClosed: 'Esta solicitud está cerrada y ya no se puede modificar',
  workerProfileNotFound: 'No se encontró el perfil profesional',
  cleaningNotFound: 'Servicio de limpieza no encontrado',
  workerProfileExists: 'Ya tienes un perfil profesional. Actualízalo en lugar de crear otro.',
  cleaningExists: 'Ya tienes un servicio de limpieza publicado. Solo se permite uno por usuario.',
  notOwnIdentity: 'No puedes actuar en nombre de otro usuario',
  notParticipant: 'Solo los participantes pueden ver esta conversación',
  onlyReceiverMarksRead: 'Solo el destinatario puede marcar los mensajes como leídos',
  cannotMessageSelf: 'No puedes enviarte mensajes a ti mismo',
  // Blocking (docs/decisions.md, "Blocking"): the blocked person is told plainly that the message was not sent.
  blockedByReceiver: 'Esta persona no acepta tus mensajes. No se ha enviado.',
  receiverBlocked: 'Has bloqueado a esta persona. Desbloquéala para escribirle.',
  cannotBlockSelf: 'No puedes bloquearte a ti mismo.',
  // Moderation (docs/decisions.md, "Moderation"): the suspended person's sign-in says it in these words (issue 35).
  accountSuspended: 'Tu cuenta está suspendida.',
  moderationTargetNotFound: 'No existe lo que quieres moderar.',
  moderationNotApplicable:
    'Esa acción no se aplica a este elemento: las cuentas se suspenden y el contenido se oculta.',
  receiverNotFound: 'El destinatario no existe',
  rateLimited: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.',
  unsupportedMediaType: 'El cuerpo de la petición debe enviarse como JSON (Content-Type: application/json)',
  payloadTooLarge: 'La petición es demasiado grande (máximo 128 kB)',
  reservedJsonKey: (key: string) => `El cuerpo no puede tener un campo llamado ${key}`,
  malformedJson: 'El cuerpo de la petición no es un JSON válido',
  loggedOut: 'Sesión cerrada',
  internal: UNEXPECTED_ERROR_TEXT,
  // 503 with Retry-After: the database connection was lost mid-write, or the process is stopping.
  unavailable: UNAVAILABLE_TEXT,
  crossSite: 'Esta acción solo puede hacerse desde el propio sitio',
  // Write limits (429): which limit was met and when to try again; `wait` is formatWait's 'dentro de 3 horas'.
  newConversationsLimited: (limit: number, wait: string) =>
    `Has alcanzado el límite de ${limit} conversaciones nuevas al día. Podrás escribir a alguien nuevo ${wait}.`,
  messagesLimited: (limit: number, wait: string) =>
    `Has alcanzado el límite de ${limit} mensajes por minuto. Podrás enviar más ${wait}.`,
  requestsLimited: (limit: number, wait: string) =>
    `Has alcanzado el límite de ${limit} solicitudes publicadas al día. Podrás publicar otra ${wait}.`,
  profileWritesLimited: (limit: number, wait: string) =>
    `Has alcanzado el límite de ${limit} cambios de perfil o servicio por minuto. Podrás guardar de nuevo ${wait}.`,
  // Phones revealed on request.
  contactProfessionalsOnly: 'Solo los profesionales pueden ver el teléfono de una solicitud',
  contactProfileRequired:
    'Para ver el teléfono de un cliente, publica antes tu perfil profesional en el directorio, con al menos un servicio.',
  contactCapReached:
    'Este cliente ya tiene suficientes profesionales interesados en esta solicitud. Puedes escribirle por el chat.',
  contactDailyLimit:
    'Has alcanzado el máximo de solicitudes que puedes contactar en 24 horas. Inténtalo de nuevo más tarde.',
  // Bounded inputs and roles: what a user type may publish (PUBLISHER_OF in shared-types), data the
  // database cannot hold, and bytes that are not UTF-8.
  onlyProfessionalsPublishProfiles: 'Solo los profesionales pueden publicar un perfil profesional',
  onlyCleanersPublishCleaning: 'Solo las cuentas de limpieza pueden publicar un servicio de limpieza',
  onlyClientsPublishRequests: 'Solo los clientes pueden publicar solicitudes de reforma',
  dataTooLarge: 'Los datos enviados superan el tamaño permitido',
  invalidEncoding: 'La petición contiene caracteres mal codificados: el texto debe ir en UTF-8',
  invalidUrl: 'La dirección de la petición contiene caracteres no válidos o mal codificados',
  requestTimeout: 'La petición ha tardado demasiado en llegar',
  headersTooLarge: 'Las cabeceras de la petición son demasiado grandes',
  // Media store: logo uploads (PUT /api/users/{id}/logo) and the images served.
  logoBadType: 'El logo debe ser una imagen PNG, JPG, GIF o WebP',
  logoUnreadable: 'No se pudo leer la imagen: el archivo está dañado o no es una imagen válida',
  logoTooManyPixels: 'La imagen tiene demasiados píxeles (máximo 50 megapíxeles)',
  imageTooLarge:
    'La imagen es demasiado grande: como máximo 16.383 píxeles de lado y 50 megapíxeles (a 8 bits por canal)',
  imageBadShape: 'La imagen tiene unas proporciones no válidas: un lado no puede ser más de 20 veces el otro',
  imageTooSlow: 'La imagen tarda demasiado en procesarse; prueba con otra más pequeña o en otro formato',
  imageUploadsBusyAccount: 'Ya tienes imágenes subiéndose: espera a que terminen para subir otra',
  imageUploadsBusy: 'Ahora mismo se están procesando muchas imágenes; inténtalo de nuevo en unos segundos',
  logoTooBig: 'El logo no puede superar los 5 MB',
  logoContentType:
    'El logo se envía como imagen (Content-Type image/png, image/jpeg, image/gif o image/webp)',
  mediaNotFound: 'Imagen no encontrada',
  // /sitemaps/<kind>-<page>.xml of a kind we do not have, or past the last page.
  sitemapNotFound: 'Este mapa del sitio no existe',
  // Always the answer to a forgotten password, whether the address has an account or not (no enumeration).
  passwordForgotSent:
    'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.',
  linkInvalid: 'El enlace no es válido o ha caducado.',
  // Account settings (/profile/cuenta).
  wrongPassword: 'La contraseña actual no es correcta.',
  sameEmail: 'Ese ya es el correo electrónico de tu cuenta.',
  sessionNotFound: 'Sesión no encontrada',
  // A session's device, from the User-Agent its browser sent when it signed in.
  device: (browser: string, system: string) => `${browser} en ${system}`,
  unknownDevice: 'Dispositivo desconocido',
  // Verified reviews.
  reviewsClientsOnly: 'Solo los clientes pueden valorar a un profesional o servicio de limpieza',
  reviewNotEligible:
    'Solo puedes valorar a quien hayas contactado por la plataforma: que haya visto el teléfono de una de tus solicitudes o que os hayáis escrito los dos por el chat.',
  reviewExists: 'Ya has valorado a este proveedor. Puedes editar tu opinión en lugar de escribir otra.',
  reviewNotFound: 'Opinión no encontrada',
  providerNotFound: 'No se encontró el profesional o servicio de limpieza',
  reviewOnlyAuthorEdits: 'Solo quien escribió la opinión puede modificarla o borrarla',
  reviewOnlyProviderReplies: 'Solo el profesional o servicio valorado puede responder a esta opinión',
  reviewReplyExists: 'Ya has respondido a esta opinión. Puedes editar tu respuesta.',
  reviewReplyNotFound: 'Esta opinión aún no tiene respuesta',
  reviewWritesLimited: (limit: number, wait: string) =>
    `Has alcanzado el límite de ${limit} opiniones o respuestas por minuto. Podrás guardar de nuevo ${wait}.`,
  // Photos of requests, worker profiles and cleaning services.
  photoBadType: 'La foto debe ser una imagen PNG, JPG, GIF o WebP',
  photoTooBig: 'La foto no puede superar los 10 MB',
  photoContentType:
    'La foto se envía como imagen (Content-Type image/png, image/jpeg, image/gif o image/webp)',
  photoLimit: (limit: number, where: string) =>
    `${where} puede tener como máximo ${limit} fotos. Quita alguna para añadir otra.`,
  photoDuplicate: 'Esta foto ya está añadida',
  photoNotFound: 'Foto no encontrada',
  photoUploadsLimited: (limit: number, wait: string) =>
    `Has alcanzado el límite de ${limit} fotos subidas por hora. Podrás subir más ${wait}.`,
  // The shell's reports of remotes that failed (POST /api/client-errors), per client address, and the operators'
  // summary of them (GET /api/client-errors/summary, Authorization: Bearer OPS_TOKEN).
  clientErrorsLimited: (limit: number, wait: string) =>
    `Has alcanzado el límite de ${limit} informes de error cada 10 minutos. Podrás enviar más ${wait}.`,
  opsTokenInvalid:
    'Esta consulta es solo para operadores: falta la cabecera Authorization: Bearer con el token de operador, o no es el correcto',
  // Quotes and hiring.
  quoteNotFound: 'Presupuesto no encontrado',
  quoteProfessionalsOnly: 'Solo los profesionales pueden enviar presupuestos',
  quoteOwnProject: 'No puedes enviar un presupuesto a tu propia solicitud',
  quoteTaxIdRequired: 'Añade el NIF/CIF de tu empresa en tu perfil profesional para enviar presupuestos.',
  quoteProjectNotOpen: 'Esta solicitud ya no admite presupuestos.',
  quoteExists: 'Ya has enviado un presupuesto para esta solicitud. Puedes modificarlo.',
  quoteOnlyAuthor: 'Solo quien envió el presupuesto puede modificarlo o retirarlo',
  quoteOnlyOwner: 'Solo el autor de la solicitud puede aceptar o rechazar sus presupuestos',
  quoteNotAccessible:
    'Solo el autor de la solicitud y los profesionales que han enviado presupuesto pueden verlos',
  quoteDecided:
    'Este presupuesto ya está decidido (aceptado, no seleccionado o retirado) y no admite este cambio.',
  quoteExpired: 'Este presupuesto ha caducado y ya no se puede aceptar.',
  projectAlreadyHired: 'Esta solicitud ya tiene un presupuesto aceptado.',
  projectNotHired: 'Solo se puede marcar como terminada una solicitud con un presupuesto aceptado.',
  // Reports (Denunciar).
  reportTargetNotFound: 'No encontramos lo que quieres denunciar.',
  reportSelf: 'No puedes denunciar tu propio contenido.',
  reportExists: 'Ya has denunciado esto y tu denuncia está pendiente de revisión.',
  reportDailyLimit: 'Has enviado demasiadas denuncias hoy. Podrás enviar más mañana.',
  // Operators: the console's calls need an operator's session with its TOTP code given (issue 35).
  operatorsOnly: 'Solo los operadores pueden hacer esto.',
  totpRequired:
    'Introduce el código de tu app de autenticación para usar la consola de moderación (POST /api/admin/totp).',
  totpWrong:
    'El código no es correcto. Escribe el que muestra ahora tu app de autenticación y comprueba que la hora del móvil es la correcta.',
  totpReused: 'Ese código ya se ha usado. Espera a que tu app de autenticación muestre el siguiente.',
  totpLimited: (limit: number, wait: string) =>
    `Has escrito ${limit} códigos incorrectos en 15 minutos. Podrás intentarlo de nuevo ${wait}.`,
} as const;

/** Trust marks of the cards and pages: their owner or author confirmed the account's e-mail address (issue 32). */
export const TRUST_TEXTS = {
  emailVerified: 'Correo verificado',
} as const;

/** Reviews: how the contact behind a review was verified, by the API's `verifiedBy`. */
export const REVIEW_TEXTS = {
  verifiedBy: {
    chat: 'Contacto verificado por chat',
    phone: 'Contacto verificado por teléfono',
  },
  // The reviews section of /worker-profiles/{id} and /cleaning/{id} (libs/web-core/src/reviews).
  title: 'Opiniones',
  loading: 'Cargando opiniones…',
  loadingForm: 'Cargando el formulario…',
  loadError: 'No se pudieron cargar las opiniones. Inténtalo de nuevo más tarde.',
  empty: 'Todavía no hay opiniones.',
  noRating: 'Sin opiniones todavía',
  averageLabel: 'Valoración media:',
  count: (count: number) => (count === 1 ? '1 opinión' : `${count} opiniones`),
  averageAndCount: (average: string, count: number) =>
    `${average} (${count === 1 ? '1 opinión' : `${count} opiniones`})`,
  stars: (rating: number) => (rating === 1 ? '1 estrella' : `${rating} estrellas`),
  starsOfFive: (rating: number) => `${rating} de 5 estrellas`,
  starBar: (rating: number, count: number) =>
    `${rating === 1 ? '1 estrella' : `${rating} estrellas`}: ${count === 1 ? '1 opinión' : `${count} opiniones`}`,
  distribution: 'Opiniones por estrellas',
  // Consumer law: say whether and how the platform checks that reviews come from real customers.
  statementTitle: 'Cómo verificamos las opiniones',
  statement:
    'Solo pueden opinar los clientes que han estado en contacto con este proveedor a través de la plataforma: el profesional vio el teléfono de una de sus solicitudes, o los dos se escribieron por el chat. Cada cliente puede dejar una sola opinión, que puede editar o borrar; no se publican opiniones de quien no ha tenido ese contacto. El nombre del autor se muestra abreviado y las opiniones no pueden incluir teléfonos ni correos.',
  write: 'Escribir una opinión',
  whoSignedOut:
    'Solo pueden opinar los clientes que han estado en contacto con este proveedor a través de la plataforma. Si es tu caso, inicia sesión para escribir tu opinión.',
  signIn: 'Iniciar sesión para opinar',
  whoOwn: 'Es tu perfil: tus clientes pueden opinar sobre ti y tú puedes responder a cada opinión una vez.',
  whoNotClient: 'Solo los clientes pueden escribir opiniones.',
  whoNoContact:
    'Podrás escribir una opinión cuando hayáis estado en contacto a través de la plataforma: cuando el profesional vea el teléfono de una de tus solicitudes o cuando os hayáis escrito los dos por el chat.',
  alreadyReviewed: 'Ya has opinado sobre este proveedor: puedes editar o eliminar tu opinión en la lista.',
  mine: 'Tu opinión',
  ratingLabel: 'Valoración',
  textLabel: 'Tu opinión',
  textHelp: 'Entre 20 y 2000 caracteres. Sin teléfonos ni correos: las opiniones son públicas.',
  publish: 'Publicar opinión',
  save: 'Guardar cambios',
  cancel: 'Cancelar',
  edit: 'Editar',
  editReview: 'Editar tu opinión',
  remove: 'Eliminar',
  confirmRemove: '¿Eliminar tu opinión? No se puede deshacer.',
  confirmRemoveYes: 'Sí, eliminar',
  reply: 'Responder',
  replyLabel: 'Tu respuesta',
  replyHelp: 'Una respuesta por opinión, visible para todos. Sin teléfonos ni correos.',
  publishReply: 'Publicar respuesta',
  editReply: 'Editar respuesta',
  replyTitle: 'Respuesta del proveedor',
  published: 'Opinión publicada',
  saved: 'Opinión actualizada',
  removed: 'Opinión eliminada',
  replyPublished: 'Respuesta publicada',
  replySaved: 'Respuesta actualizada',
  edited: 'editada',
  loadMore: 'Cargar más',
  // 'Mostrando 1 de 1 opiniones' read wrong: all of them, or one of many.
  shown: (shown: number, total: number) =>
    shown < total
      ? `Mostrando ${shown} de ${total} opiniones`
      : total === 1
        ? 'Mostrando 1 opinión'
        : `Mostrando las ${total} opiniones`,
} as const;

/** Toasts, alerts and inline errors of the front ends (docs/product.md, "Messages and errors"). */
export const UI_ERRORS = {
  loginAlertPrefix: 'Error al iniciar sesión: ',
  loginDefault: 'Error en el login',
  registerAlertPrefix: 'Error al registrar usuario: ',
  registerDefault: 'Error en el registro',
  emailAlreadyRegistered:
    'Ya existe un usuario registrado con este correo electrónico. Por favor, inicia sesión con tus credenciales.',
  sessionFetch: 'Error al obtener datos del usuario',
  damagedSession: 'Error al leer la sesión:',
  authOutsideProvider: 'useAuth debe ser usado dentro de un AuthProvider',
  projectsLoad: 'Ha ocurrido un error al cargar los proyectos. Por favor, intente de nuevo más tarde.',
  clientRequestsTitle: 'Error al cargar las solicitudes',
  clientRequestsBody: 'Ha ocurrido un error al cargar tus solicitudes. Por favor, intenta de nuevo.',
  cleaningLoad: 'Error al cargar los servicios de limpieza',
  workerProfilesLoad: 'Error al cargar los perfiles de profesionales',
  workerProfileLoad: 'Error al cargar el perfil profesional',
  workerProfileNotFound: 'No se encontró el perfil profesional',
  sendMessage: 'Error al enviar mensaje',
} as const;

export const TOASTS = {
  loginOk: 'Inicio de sesión exitoso',
  loginError: 'Error al iniciar sesión',
  registerOk: 'Registro exitoso',
  registerError: 'Error al registrarse',
  logoutOk: 'Sesión cerrada',
  logoutError: 'Error al cerrar sesión',
  error: 'Error',
  invalidData: 'Datos inválidos',
  invalidDataBody: 'Por favor revisa el formulario e intenta de nuevo.',
  profileUpdated: 'Perfil actualizado',
  profileEditSaved: 'Los cambios se han guardado correctamente.',
  profileEditFailed: 'No se pudo actualizar el perfil. Inténtalo de nuevo.',
  workerProfileUpdatedBody: 'Tu perfil ha sido actualizado correctamente.',
  workerProfileCreated: 'Perfil creado',
  workerProfileCreatedBody: 'Tu perfil profesional ha sido creado correctamente.',
  requestCreateFailed: (message: string) => `No se pudo crear la solicitud: ${message}`,
  workerProfileSaveFailed: (message: string) => `No se pudo actualizar/crear el perfil: ${message}`,
  cleaningPublishError: 'Error al publicar',
  cleaningPublishErrorDefault: 'Ha ocurrido un error al publicar tu servicio.',
  cleaningPublished: 'Servicio publicado con éxito',
  cleaningPublishedBody: 'Tu servicio de limpieza ha sido publicado correctamente.',
  requestCreated: '¡Solicitud creada! Tu solicitud ha sido publicada correctamente.',
} as const;

/** Access prompts for signed-out visitors (docs/product.md, "Roles"). */
export const ACCESS_TEXTS = {
  dialogTitle: 'Acceso requerido',
  dialogAction: 'Iniciar sesión / Registrarse',
  contactClient: 'Para contactar con el cliente necesitas iniciar sesión o registrarte.',
  projectDetails: 'Para ver los detalles del proyecto necesitas iniciar sesión o registrarte.',
  publishProject: 'Para publicar un proyecto necesitas iniciar sesión o registrarte.',
  // Ours, worded like the other prompts (docs/decisions.md, "Access and sign-in").
  publishCleaning: 'Para publicar tu servicio de limpieza necesitas iniciar sesión o registrarte.',
} as const;

/** A call that got no answer at all (no connection, the server unreachable): what a person reads instead of the browser's words. */
export const NO_ANSWER_TEXT = 'No se ha podido conectar. Comprueba tu conexión e inténtalo de nuevo.';

/** '{status}: {body text or status text}' (docs/product.md, "Messages and errors"). */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/**
 * A signed-in user on a publish page that is not for their user type (PUBLISHER_OF in shared-types,
 * docs/product.md "Roles"): what that page is for, what their account can do, and a link to their own.
 */
export const PUBLISH_TEXTS = {
  notForYou: {
    workerProfile: 'Los perfiles profesionales son para cuentas de profesional',
    cleaningService: 'Los servicios de limpieza son para cuentas de limpieza',
    renovationRequest: 'Las solicitudes de reforma son para cuentas de cliente',
  },
  yourAccount: {
    client: 'Tu cuenta es de cliente: puedes publicar solicitudes de reforma y hablar con los profesionales.',
    professional:
      'Tu cuenta es de profesional: puedes mantener tu perfil profesional, ver las solicitudes y contactar con los clientes.',
    cleaning:
      'Tu cuenta es de limpieza: puedes publicar tu servicio de limpieza y hablar con quien te contacte.',
  },
  instead: {
    client: 'Publicar una solicitud de reforma',
    professional: 'Ir a mi perfil profesional',
    cleaning: 'Publicar mi servicio de limpieza',
  },
} as const;
