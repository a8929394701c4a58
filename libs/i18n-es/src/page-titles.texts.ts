import { LEGAL_LINKS_TEXTS, LEGAL_PATHS } from './legal-links.texts';

const SITE = 'ReformasYa';

/**
 * The browser's title of each page, by route (react-router patterns), the site's name last: each page its own,
 * for tabs, history and bookmarks. The home keeps the title its HTML carries.
 */
export const PAGE_TITLES: readonly (readonly [string, string])[] = [
  ['/', `${SITE} · Reformas y limpieza en España`],
  ['/projects', 'Tablón de reformas'],
  ['/projects/:id', 'Solicitud de reforma'],
  ['/worker-profiles', 'Profesionales de reformas'],
  ['/worker-profiles/:id', 'Perfil profesional'],
  ['/cleaning', 'Servicios de limpieza'],
  ['/cleaning/:id', 'Servicio de limpieza'],
  ['/services', 'Servicios'],
  ['/calculator', 'Calcula tu presupuesto'],
  ['/about', 'Sobre nosotros'],
  ['/auth', 'Acceso y registro'],
  ['/chat', 'Mensajes'],
  ['/chat/:contactId', 'Mensajes'],
  ['/client-view', 'Mis solicitudes de reforma'],
  ['/worker-view', 'Panel profesional'],
  ['/create-post', 'Nueva solicitud de reforma'],
  ['/create-cleaning', 'Publicar mi servicio de limpieza'],
  ['/profile/edit', 'Editar perfil'],
  ['/profile/cuenta', 'Mi cuenta'],
  ['/profile/notificaciones', 'Notificaciones por correo'],
  ['/admin', 'Moderación'],
  ['/admin/errors', 'Errores por versión · Moderación'],
  ['/admin/item/:type/:id', 'Moderación'],
  ['/baja', 'Darse de baja'],
  ['/recuperar-contrasena', 'Recuperar contraseña'],
  ['/restablecer-contrasena', 'Elegir una contraseña nueva'],
  ['/verificar-correo', 'Confirmar correo electrónico'],
  [LEGAL_PATHS.notice, LEGAL_LINKS_TEXTS.notice],
  [LEGAL_PATHS.privacy, LEGAL_LINKS_TEXTS.privacy],
  [LEGAL_PATHS.cookies, LEGAL_LINKS_TEXTS.cookies],
].map(([path, title]) => [path, title.startsWith(SITE) ? title : `${title} · ${SITE}`] as const);

/** The title of an address that is no page: the 404's. */
export const NOT_FOUND_PAGE_TITLE = `Página no encontrada · ${SITE}`;
