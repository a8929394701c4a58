// Contract texts of the renovation remote's pages (SPEC 2). Page titles the spec does not give are ours
// (worker-profiles: the breadcrumb's 'Profesionales'; a profile's detail shows the company once loaded).
export const RENOVATION_TEXTS = {
  projects: { title: 'Todos los proyectos' },
  workerView: { title: 'Panel Profesional' },
  clientView: { title: 'Tus Solicitudes de Reforma' },
  createPost: { title: 'Nueva Solicitud de Reforma' },
  workerProfiles: { title: 'Profesionales' },
  workerProfileDetail: { title: 'Perfil profesional' },
} as const;
