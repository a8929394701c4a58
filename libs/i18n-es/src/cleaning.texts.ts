// Contract texts of the cleaning remote's pages (docs/product.md). The directory's title is ours (the product names
// the area 'Limpieza'); the publish page uses the menu's 'Publicar mi Servicio'. Labels docs/product.md does not give
// (filter and field labels, the card's hint wording, the notice's title) are ours too.
export const CLEANING_TEXTS = {
  cleaning: {
    title: 'Servicios de limpieza',
    publish: 'Publicar mi servicio de limpieza',
    cityLabel: 'Ciudad',
    cityPlaceholder: 'Buscar por ciudad',
    typeLabel: 'Tipo de servicio',
    allTypes: 'Todos los servicios',
    // The filters apply as they change; 'Buscar' (and Enter) applies the typed city at once.
    search: 'Buscar',
    reset: 'Limpiar filtros',
    loading: 'Cargando servicios de limpieza',
    empty: 'No hay servicios disponibles con estos filtros.',
    loadError: 'Error al cargar los servicios de limpieza',
    loadMore: 'Cargar más',
    shown: (shown: number, total: number) => `Mostrando ${shown} de ${total}`,
  },
  card: {
    serviceTypes: 'Tipos de servicio',
    city: 'Ciudad',
    experience: 'Experiencia',
    years: (n: number) => (n === 1 ? '1 año de experiencia' : `${n} años de experiencia`),
    availability: 'Disponibilidad',
    phone: 'Teléfono',
    references: 'Con referencias',
    contact: 'Contactar por chat',
    noContact: 'Contacto no disponible',
    noContactHint: 'Este profesional no permite el contacto directo.',
    // Ours: the owner sees their own card, with nobody to chat to.
    ownService: 'Este es tu servicio publicado.',
    // Ours: the card leads to the service's own page with its reviews.
    seeReviews: 'Ver opiniones',
  },
  // /cleaning/{id} (ours): one cleaning service with its reviews; {id} is its owner's user id.
  cleaningDetail: {
    title: 'Servicio de limpieza',
    home: 'Inicio',
    directory: 'Limpieza',
    back: 'Volver',
    notFound: 'No se encontró el servicio de limpieza',
    loadError: 'Error al cargar el servicio de limpieza',
  },
  createCleaning: {
    title: 'Publicar mi Servicio',
    loading: 'Cargando información...',
    alreadyTitle: 'Ya tienes un servicio de limpieza publicado',
    alreadyBody:
      'Solo se permite un servicio por usuario. Puedes verlo en el listado de servicios de limpieza.',
    toList: 'Ver servicios de limpieza',
    toMessages: 'Ir a mensajes',
    name: 'Nombre',
    phone: 'Teléfono',
    city: 'Ciudad',
    experience: 'Años de experiencia',
    experienceOption: (n: number) => (n === 1 ? '1 año' : `${n} años`),
    serviceTypes: 'Tipos de servicio',
    availability: 'Disponibilidad',
    photoUrl: 'URL de tu foto (opcional)',
    description: 'Descripción (opcional)',
    descriptionPlaceholder: 'Describe tu experiencia y los servicios que ofreces',
    hasReferences: 'Con referencias',
    allowDirectContact: 'Permitir contacto directo por chat',
    allowDirectContactHelp: 'Si lo desactivas, tu tarjeta mostrará «Contacto no disponible».',
    submit: 'Publicar servicio',
    submitting: 'Publicando...',
  },
} as const;
