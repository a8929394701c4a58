// What a route shows when its remote cannot be loaded (server down, missing file, broken build).
export const REMOTE_TEXTS = {
  unavailableTitle: 'Esta sección no está disponible en este momento.',
  unavailableBody:
    'Estamos teniendo problemas para cargarla. El resto de la web sigue funcionando con normalidad.',
  retry: 'Reintentar',
  loading: 'Cargando sección...',
} as const;
