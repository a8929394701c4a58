// What search engines and link previews read of each public page (its <head>, `@reformas/web-core/seo`): titles
// and descriptions from the page's data, never a client's own words. Ours: the spec has no such texts. Titles get
// ' · ReformasYa' added and are cut to 60 characters; descriptions are cut to 160.
import { LEGAL_PATHS } from './legal-links.texts';

// A cleaner's name reaches a visitor masked ('R***o'): the head names the service instead.
const UNNAMED_CLEANING = 'Servicio de limpieza';

export const SEO_TEXTS = {
  siteName: 'ReformasYa',
  siteDescription:
    'Marketplace de reformas y servicios de limpieza en España: publica tu proyecto gratis y recibe contactos de profesionales de tu zona.',
  imageAlt: 'ReformasYa, reformas y limpieza en España',
  board: {
    title: 'Solicitudes de reforma',
    filtered: (type: string | null, city: string | null) =>
      `Solicitudes de ${type ? type.toLowerCase() : 'reforma'}${city ? ` en ${city}` : ''}`,
    description: (where: string | null, type?: string | null) =>
      `Solicitudes de reforma${type ? ` (${type.toLowerCase()})` : ''} publicadas por clientes${where ? ` en ${where}` : ' de toda España'}: consulta el tipo de obra, la zona y el plazo, y contacta con el cliente.`,
  },
  request: {
    /** From the request's fields; `text`, the client's own words, only where a caller still passes it. */
    description: (heading: string, timeline: string, text?: string | null) =>
      `${heading}: solicitud de reforma de un cliente. Plazo para empezar: ${timeline.toLowerCase()}. ${text || 'Consulta los detalles y contacta con el cliente en ReformasYa.'}`,
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
      type && city
        ? `Limpieza en ${city}: ${type.toLowerCase()}`
        : type
          ? `Servicios de limpieza: ${type.toLowerCase()}`
          : `Limpieza en ${city ?? 'España'}`,
    description: (where: string | null, type?: string | null) =>
      `Profesionales de limpieza${type ? ` (${type.toLowerCase()})` : ''}${where ? ` en ${where}` : ' en España'}: hogares, oficinas, fin de obra y más. Compara y contacta directamente.`,
  },
  cleaning: {
    unnamed: UNNAMED_CLEANING,
    title: (name: string, city: string) =>
      name === UNNAMED_CLEANING ? `${name} en ${city}` : `${name}, limpieza en ${city}`,
    /** From the service's fields; `text`, the cleaner's own words, only where a caller still passes it. */
    description: (name: string, types: string[], city: string, text?: string | null) =>
      `${name === UNNAMED_CLEANING ? `${name} en ${city}` : `${name}, servicio de limpieza en ${city}`}: ${types.length > 0 ? types.join(', ').toLowerCase() : 'limpieza'}.${text ? ` ${text}` : ' Consulta sus opiniones y contacta directamente en ReformasYa.'}`,
  },
  cleaningService: 'Limpieza',
  /** A page's description where its own texts have none long enough (50–160 characters). */
  pages: {
    '/calculator':
      'Calcula gratis el presupuesto aproximado de tu reforma por partidas y publícalo como solicitud para recibir contactos de profesionales.',
    [LEGAL_PATHS.notice]:
      'Aviso legal de ReformasYa: quién está detrás del sitio, qué hacemos, las condiciones de uso, la propiedad intelectual y la ley aplicable.',
    [LEGAL_PATHS.privacy]:
      'Política de privacidad de ReformasYa: qué datos guardamos y por qué, cuánto tiempo, con quién los compartimos y cómo ejercer tus derechos.',
    [LEGAL_PATHS.cookies]:
      'Política de cookies de ReformasYa: solo las cookies técnicas imprescindibles, sin análisis ni publicidad, y cómo borrarlas en tu navegador.',
  } as Readonly<Record<string, string>>,
  /** A page that is not to be indexed (an account's own pages): its preview says what the site is. */
  privateDescription:
    'ReformasYa: reformas y servicios de limpieza en España. Accede a tu cuenta para ver esta página.',
} as const;
