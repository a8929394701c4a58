// What search engines and link previews read of each public page (its <head>): titles and descriptions from the
// page's data. Ours: the spec has no such texts.
export const SEO_TEXTS = {
  siteName: 'ReformasYa',
  siteDescription:
    'Marketplace de reformas y servicios de limpieza en España: publica tu proyecto gratis y recibe contactos de profesionales de tu zona.',
  imageAlt: 'ReformasYa, reformas y limpieza en España',
  board: {
    title: 'Solicitudes de reforma',
    filtered: (type: string | null, city: string | null) =>
      `Solicitudes de ${type ? type.toLowerCase() : 'reforma'}${city ? ` en ${city}` : ''}`,
    description: (where: string | null) =>
      `Solicitudes de reforma publicadas por clientes${where ? ` en ${where}` : ' de toda España'}: consulta el tipo de obra, la zona y el plazo, y contacta con el cliente.`,
  },
  request: {
    description: (heading: string, timeline: string, text: string | null) =>
      `${heading}. Plazo para empezar: ${timeline.toLowerCase()}. ${text || 'Consulta la solicitud y contacta con el cliente.'}`,
  },
  directory: {
    title: 'Profesionales de reformas',
    description:
      'Empresas y profesionales de reformas en España: servicios, zona, valoraciones de clientes y tiempo de respuesta.',
  },
  professional: {
    title: (name: string, city: string | null) =>
      city ? `${name}, reformas en ${city}` : `${name}, reformas`,
    description: (name: string, services: string[], city: string | null) =>
      `${name}${city ? ` (${city})` : ''}: ${services.length > 0 ? services.join(', ') : 'reformas'}. Consulta sus trabajos y valoraciones y contacta sin compromiso.`,
  },
  cleaningDirectory: {
    title: 'Servicios de limpieza',
    filtered: (type: string | null, city: string | null) =>
      `Limpieza${type ? ` de ${type.toLowerCase()}` : ''}${city ? ` en ${city}` : ''}`,
    description: (where: string | null) =>
      `Profesionales de limpieza${where ? ` en ${where}` : ' en España'}: hogares, oficinas, fin de obra y más. Compara y contacta directamente.`,
  },
  cleaning: {
    unnamed: 'Servicio de limpieza',
    title: (name: string, city: string) => `${name}, limpieza en ${city}`,
    description: (name: string, types: string[], city: string, text: string | null) =>
      `${name}, servicio de limpieza en ${city}: ${types.join(', ').toLowerCase()}.${text ? ` ${text}` : ''}`,
  },
  cleaningService: 'Limpieza',
} as const;
