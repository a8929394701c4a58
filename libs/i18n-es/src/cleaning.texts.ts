// Contract texts of the cleaning remote's pages (SPEC 2). The directory's title is ours (the spec names
// the area 'Limpieza'); the publish page uses the menu's 'Publicar mi Servicio'.
export const CLEANING_TEXTS = {
  cleaning: { title: 'Servicios de limpieza' },
  createCleaning: { title: 'Publicar mi Servicio' },
} as const;
