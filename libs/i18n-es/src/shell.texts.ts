// Texts of the shell's screens (header, drawer, footer, home, auth, services, about, profile edit, 404).
// Contract texts (quoted in docs/product.md) are kept exactly; the rest is our Spanish wording around them.

export const NAV_TEXTS = {
  home: 'Inicio',
  projects: 'Proyectos',
  services: 'Servicios',
  calculator: 'Calcula tu presupuesto',
  cleaning: 'Limpieza',
  accessButton: 'Acceso Usuarios',
  accessMenuTitle: 'Selecciona tipo de usuario',
  asProfessional: 'Soy Profesional',
  asClient: 'Soy Cliente',
  profileButton: 'Perfil',
  profileMenuTitle: 'Opciones de perfil',
  editProfile: 'Editar Perfil',
  account: 'Mi cuenta',
  notifications: 'Notificaciones por correo',
  workArea: 'Mi Área de Trabajo',
  /** Each user type's own area in the profile menu, the drawer and the footer (docs/product.md, "Header, drawer and footer"). */
  clientArea: 'Mis solicitudes',
  cleaningArea: 'Mi servicio de limpieza',
  messages: 'Mensajes',
  logout: 'Cerrar sesión',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  mainNav: 'Navegación principal',
  logoLabel: 'ReformasYa, ir al inicio',
  brand: 'ReformasYa',
} as const;

export const DRAWER_TEXTS = {
  title: 'Menú',
  mainServices: 'Servicios principales',
  cleaningServices: 'Servicios de limpieza',
  cleaningDirectory: 'Ver servicios de limpieza',
  userArea: 'Área de usuario',
  registerProfessional: 'Registrarme como profesional',
  registerClient: 'Registrarme como cliente',
  registerNote: 'Regístrate para acceder a todas las funciones',
  // For someone who already has an account (the contract shows only the two register buttons).
  login: 'Iniciar sesión',
  help: '¿Necesitas ayuda? Llámanos al',
} as const;

export const TOP_BAR_TEXTS = {
  phoneLabel: 'Teléfono de atención',
  emailLabel: 'Correo de atención al cliente',
  social: 'Redes sociales',
} as const;

export const FOOTER_TEXTS = {
  about: 'Conectamos a clientes con profesionales de reformas y limpieza de confianza en toda España.',
  quickLinks: 'Enlaces rápidos',
  aboutUs: 'Sobre nosotros',
  professionals: 'Profesionales',
  clients: 'Clientes',
  servicesTitle: 'Servicios',
  /** Each leads to the board filtered by that renovation type. */
  serviceList: [
    { label: 'Reformas integrales', type: 'integral' },
    { label: 'Cocinas', type: 'kitchen' },
    { label: 'Baños', type: 'bathroom' },
    { label: 'Pintura y decoración', type: 'painting' },
  ],
  contact: 'Contacto',
  rights: (year: number | string) => `© ${year} ReformasYa. Todos los derechos reservados.`,
} as const;

export const HOME_TEXTS = {
  heroTitle: 'Encuentra profesionales de reformas y limpieza de confianza',
  heroSubtitle:
    'Publica tu proyecto gratis y recibe contactos de profesionales de tu zona. Compara y elige la mejor opción.',
  heroCta: 'Ver proyectos recientes',
  categoriesTitle: '¿Qué necesitas reformar?',
  recentTitle: 'Proyectos Recientes',
  seeAll: 'Ver todos los proyectos',
  emptyTitle: 'No hay proyectos disponibles',
  emptyBody: 'Sé el primero en publicar un proyecto de reforma.',
  addProject: 'Añade tu proyecto',
  start: 'Inicio:',
  seeMore: 'Ver más',
  renovationIn: (city: string) => `Reforma en ${city}`,
  cleaningTitle: 'Servicios de limpieza profesional',
  cleaningBody:
    'Encuentra personal de limpieza para tu hogar, oficina o local, o publica tu servicio y consigue nuevos clientes.',
  cleaningBrowse: 'Ver servicios disponibles',
  cleaningPublish: 'Publicar mi servicio',
  howTitle: 'Cómo funciona',
  howSteps: [
    {
      title: 'Publica tu proyecto',
      body: 'Describe la reforma que necesitas en pocos minutos y de forma gratuita.',
    },
    {
      title: 'Recibe contactos',
      body: 'Los profesionales interesados de tu zona se ponen en contacto contigo.',
    },
    {
      title: 'Elige el mejor',
      body: 'Compara perfiles y presupuestos y elige al profesional que más te convenga.',
    },
  ],
  howCta: 'Empieza tu proyecto ahora',
} as const;

export const AUTH_TEXTS = {
  chooseTitle: 'Acceso Usuarios',
  chooseSubtitle: 'Selecciona tipo de usuario',
  typeProfessional: 'Profesional',
  typeProfessionalBody: 'Empresas y autónomos de reformas',
  typeClient: 'Cliente',
  typeClientBody: 'Particulares que buscan un profesional',
  typeCleaning: 'Servicio de limpieza',
  typeCleaningBody: 'Profesionales de la limpieza',
  loginTab: 'Iniciar sesión',
  registerTab: 'Registrarse',
  changeType: 'Cambiar tipo de usuario',
  accessAs: (label: string) => `Acceso como ${label}`,
  /** Above the registration form: the type of account it creates. */
  registerAs: (label: string) => `Vas a crear una cuenta de tipo ${label}.`,
  email: 'Correo electrónico',
  password: 'Contraseña',
  name: 'Nombre completo',
  phone: 'Teléfono',
  loginSubmit: 'Iniciar sesión',
  registerSubmit: 'Registrarse',
  // Before the button: what registering accepts, linked (the contract's form had no link at all).
  registerTermsBefore: 'Al registrarte aceptas los ',
  registerTermsBetween: ' y la ',
  registerTermsAfter: '.',
  submitting: 'Procesando...',
  forgotLink: '¿Has olvidado tu contraseña?',
  welcome: (name: string) => `Bienvenido/a, ${name}`,
  registerWelcome: (name: string) => `Tu cuenta ha sido creada. Bienvenido/a, ${name}`,
  benefitsTitle: {
    professional: 'Ventajas para profesionales',
    client: 'Ventajas para clientes',
    cleaning: 'Ventajas para servicios de limpieza',
  },
  benefits: {
    professional: [
      'Accede a proyectos de reforma de clientes de tu zona',
      'Contacta directamente con los clientes por teléfono o chat',
      'Crea tu perfil profesional público y muestra tus servicios',
      'Sin comisiones por trabajo conseguido',
    ],
    client: [
      'Publica tu proyecto de reforma gratis',
      'Recibe contactos de profesionales cualificados',
      'Compara y elige al profesional que prefieras',
      'Tus datos de contacto se muestran protegidos',
    ],
    cleaning: [
      'Publica tu servicio de limpieza gratis',
      'Aparece en el directorio de servicios de limpieza',
      'Decide si los clientes pueden contactarte por chat',
      'Consigue nuevos clientes en tu ciudad',
    ],
  },
} as const;

/** /recuperar-contrasena and /restablecer-contrasena: a forgotten password. */
export const PASSWORD_TEXTS = {
  forgotTitle: 'Recuperar contraseña',
  forgotIntro: 'Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
  email: 'Correo electrónico',
  send: 'Enviar enlace',
  sent: 'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.',
  sentHint: 'El enlace vale 30 minutos. Si no lo ves, mira en la carpeta de correo no deseado.',
  resetTitle: 'Elige una contraseña nueva',
  newPassword: 'Nueva contraseña',
  repeat: 'Repite la contraseña',
  save: 'Guardar contraseña',
  saved: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
  signIn: 'Iniciar sesión',
  invalid: 'El enlace no es válido o ha caducado.',
  askAgain: 'Pedir un enlace nuevo',
  backToLogin: 'Volver a iniciar sesión',
  failed: 'No se ha podido enviar. Comprueba tu conexión e inténtalo de nuevo.',
} as const;

/** The banner of an unconfirmed address (layout/email-banner.tsx), and /verificar-correo (the link's page). */
export const EMAIL_VERIFY_TEXTS = {
  banner: 'Confirma tu correo electrónico',
  bannerBody: (email: string) => `Te enviamos un enlace a ${email}.`,
  resend: 'Reenviar correo',
  resent: 'Te hemos enviado otro enlace.',
  resendWait: 'Ya te hemos enviado varios enlaces. Espera un poco antes de pedir otro.',
  resendFailed: 'No se ha podido enviar ahora. Inténtalo más tarde.',
  dismiss: 'Ocultar aviso',
  title: 'Confirmar correo electrónico',
  checking: 'Confirmando tu correo…',
  done: 'Tu correo electrónico está confirmado. ¡Gracias!',
  invalid: 'El enlace no es válido o ha caducado.',
  home: 'Ir al inicio',
} as const;

export const SERVICES_TEXTS = {
  title: 'Nuestros Servicios',
  subtitle: 'Soluciones completas de construcción, reforma y limpieza para particulares y empresas.',
  quoteLine: 'Solicita presupuesto sin compromiso',
  /** The request's description when a card's 'Solicita presupuesto sin compromiso' opens /create-post. */
  requestFor: (service: string) => `Solicito presupuesto sin compromiso para el servicio «${service}».`,
  cards: [
    {
      slug: 'construccion-industrial',
      title: 'Construcción industrial',
      body: 'Naves industriales, almacenes y edificios para la actividad de tu empresa, llave en mano.',
    },
    {
      slug: 'reforma-locales-oficinas',
      title: 'Reforma de locales y oficinas',
      body: 'Adaptamos tu local comercial u oficina a tu actividad, con mínimas interrupciones.',
    },
    {
      slug: 'mantenimiento-edificios',
      title: 'Mantenimiento de edificios',
      body: 'Mantenimiento preventivo y correctivo de comunidades, fachadas, cubiertas e instalaciones.',
    },
    {
      slug: 'instalaciones-eventos',
      title: 'Instalaciones para eventos',
      body: 'Montaje de escenarios, stands, carpas e instalaciones temporales para tus eventos.',
    },
    {
      slug: 'limpieza-locales-oficinas',
      title: 'Limpieza de locales y oficinas',
      body: 'Limpieza periódica o puntual de espacios de trabajo y locales comerciales.',
    },
    {
      slug: 'reforma-viviendas',
      title: 'Reforma de viviendas',
      body: 'Reformas integrales y parciales: cocinas, baños, suelos, pintura e instalaciones.',
    },
    {
      slug: 'construccion-viviendas',
      title: 'Construcción de viviendas',
      body: 'Catálogo interactivo de más de 200 modelos de vivienda para construir la casa que quieres.',
    },
    {
      slug: 'limpieza-viviendas',
      title: 'Limpieza integral de viviendas',
      body: 'Limpieza a fondo de tu hogar: después de una obra, fin de contrato o mantenimiento.',
    },
  ],
  customTitle: 'Necesitas un servicio personalizado?',
  customBody: 'Cuéntanos qué necesitas y te preparamos una propuesta a medida.',
  customCta: 'Solicitar información',
} as const;

export const ABOUT_TEXTS = {
  title: 'Sobre nosotros',
  intro:
    'ReformasYa es un marketplace español que conecta a personas que necesitan una reforma o un servicio de limpieza con profesionales de toda España.',
  missionTitle: 'Nuestra misión',
  mission:
    'Hacer que encontrar un buen profesional sea fácil, rápido y seguro, protegiendo siempre los datos de contacto de nuestros usuarios.',
  valuesTitle: 'Lo que nos importa',
  values: [
    'Transparencia: los clientes publican gratis y eligen con quién hablar.',
    'Privacidad: nombres y teléfonos se muestran protegidos.',
    'Cercanía: profesionales de tu zona, con perfiles públicos y verificables.',
  ],
} as const;

export const PROFILE_EDIT_TEXTS = {
  titleByType: {
    professional: 'Editar Perfil de Empresa',
    cleaning: 'Editar Perfil de Servicio',
    client: 'Editar Perfil',
  },
  mustSignIn: 'Debes iniciar sesión para acceder a esta página.',
  goToAuth: 'Iniciar sesión',
  logo: 'Logo',
  logoHelp: 'JPG, PNG, GIF. Máximo 5MB',
  logoChoose: 'Seleccionar imagen',
  logoRemove: 'Quitar logo',
  logoPreviewAlt: 'Vista previa del logo',
  logoTooBig: 'El logo no puede superar los 5 MB',
  logoBadType: 'El logo debe ser una imagen PNG, JPG o GIF',
  logoUploading: 'Subiendo logo...',
  logoUploadFailed: 'No se pudo subir el logo. Inténtalo de nuevo.',
  logoRemoveFailed: 'No se pudo quitar el logo. Inténtalo de nuevo.',
  name: 'Nombre',
  phone: 'Teléfono',
  // Ours: one profile, one place. A professional's description and web, and a cleaner's service, are edited where
  // clients see them.
  workerProfileNote:
    'La descripción, la web y los servicios de tu empresa se editan en tu perfil profesional, el que ven los clientes.',
  workerProfileLink: 'Ir a Mi Perfil Profesional',
  cleaningNote: 'Tu servicio de limpieza (descripción, fotos y disponibilidad) se edita en su propia página.',
  cleaningLink: 'Ir a Mi servicio de limpieza',
  companyName: 'Nombre de la empresa',
  description: 'Descripción',
  websiteUrl: 'Sitio web',
  save: 'Guardar Cambios',
  saving: 'Guardando...',
  loading: 'Cargando perfil...',
} as const;

/** /profile/cuenta, 'Mi cuenta': the account's data, password, address and open sessions (issue 32). */
export const ACCOUNT_TEXTS = {
  title: 'Mi cuenta',
  loading: 'Cargando tu cuenta…',
  personal: 'Datos personales',
  name: 'Nombre',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  noPhone: 'Sin teléfono',
  unconfirmed: '(sin confirmar)',
  editPersonal: 'Editar nombre y teléfono',
  passwordTitle: 'Cambiar contraseña',
  currentPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  repeat: 'Repite la nueva contraseña',
  savePassword: 'Cambiar contraseña',
  passwordSaved: 'Tu contraseña se ha cambiado. Hemos cerrado tus sesiones en otros dispositivos.',
  emailTitle: 'Cambiar correo electrónico',
  emailIntro: 'Te enviaremos un enlace al correo nuevo: tu cuenta seguirá con el actual hasta que lo abras.',
  newEmail: 'Correo electrónico nuevo',
  saveEmail: 'Enviar enlace de confirmación',
  emailSent: (email: string) => `Te hemos enviado un enlace a ${email}. Tu correo cambiará cuando lo abras.`,
  sessionsTitle: 'Sesiones abiertas',
  sessionsIntro: 'Los dispositivos donde tu cuenta tiene la sesión iniciada.',
  thisSession: 'Esta sesión',
  opened: (date: string) => `Iniciada el ${date}`,
  lastSeen: (when: string) => `último uso ${when}`,
  endSession: 'Cerrar sesión',
  endSessionOf: (device: string) => `Cerrar sesión en ${device}`,
  endOthers: 'Cerrar las demás sesiones',
  noOthers: 'No tienes la sesión iniciada en otros dispositivos.',
  sessionEnded: 'Sesión cerrada.',
  othersEnded: 'Hemos cerrado tus sesiones en otros dispositivos.',
  sessionsFailed: 'No se han podido cargar tus sesiones.',
  sending: 'Enviando…',
  failed: 'No se ha podido guardar. Comprueba tu conexión e inténtalo de nuevo.',
} as const;

/** Reviews: the mark of a review whose author hired the provider through an accepted quote (issue 33). */
export const REVIEW_HIRED_TEXTS = {
  hired: `Contratado en ${NAV_TEXTS.brand}`,
} as const;

/** /profile/notificaciones, 'Notificaciones por correo', and /baja, where an e-mail's unsubscribe link opens. */
export const NOTIFICATION_TEXTS = {
  title: 'Notificaciones por correo',
  intro:
    'Elige qué avisos te enviamos por correo. Los correos de tu cuenta (confirmación, contraseña) llegan siempre.',
  unconfirmed:
    'Confirma tu correo electrónico para recibir estos avisos: hasta entonces no te enviamos ninguno.',
  loading: 'Cargando tus preferencias…',
  loadFailed: 'No se han podido cargar tus preferencias.',
  kinds: {
    unreadMessages: {
      label: 'Mensajes sin leer',
      hint: 'Si alguien te escribe y no estás conectado, un correo por conversación.',
    },
    reviews: {
      label: 'Valoraciones',
      hint: 'Cuando te valoran, o cuando responden a tu valoración.',
    },
    requestAlerts: {
      label: 'Alertas de solicitudes',
      hint: 'Solicitudes nuevas de tus tipos de reforma en tus zonas.',
    },
    quotes: {
      label: 'Presupuestos',
      hint: 'Presupuestos nuevos en tus solicitudes, la decisión del cliente sobre los tuyos y el aviso antes de que caduquen.',
    },
  },
  frequency: 'Frecuencia de las alertas',
  instant: 'Al momento',
  daily: 'Resumen diario a las 8:00',
  types: 'Tipos de reforma',
  areas: 'Zonas',
  areasHint:
    'Códigos postales o su comienzo (28 es toda la provincia de Madrid) o ciudades, separados por comas.',
  save: 'Guardar preferencias',
  saving: 'Guardando…',
  saved: 'Preferencias guardadas.',
  failed: 'No se han podido guardar. Comprueba tu conexión e inténtalo de nuevo.',
  unsubscribeTitle: 'Darse de baja',
  unsubscribing: 'Procesando tu baja…',
  stopped: (kind: string, email: string) => `Ya no enviaremos «${kind}» a ${email}.`,
  resumed: (kind: string, email: string) => `Volverás a recibir «${kind}» en ${email}.`,
  resume: 'Volver a recibirlos',
  manage: 'Gestionar todas mis notificaciones',
  invalidLink: 'El enlace no es válido o ha caducado.',
  home: 'Ir al inicio',
} as const;

// The contract's English developer hint ('Did you forget to add the page to the router?') was a defect of the
// earlier app: a visitor gets a Spanish page and the ways on.
export const NOT_FOUND_TEXTS = {
  title: 'Página no encontrada',
  hint: 'La dirección no existe o ha cambiado. Puedes seguir desde aquí:',
  back: 'Volver al inicio',
  board: 'Ver el tablón de reformas',
  professionals: 'Buscar profesionales',
} as const;
