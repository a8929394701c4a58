import type { CreateProjectRequest, Project } from '@reformas/shared-types';
import type { Agent } from './users';

/** A valid new request's body, with what a test changes. */
export const projectRequest = (overrides: Partial<CreateProjectRequest> = {}): CreateProjectRequest => ({
  name: 'Juan García',
  phone: '911222333',
  email: 'juan.garcia@ejemplo.es',
  renovationType: 'bathroom',
  timeline: 'immediate',
  postalCode: '28013',
  city: 'Madrid',
  description: 'Cambiar la bañera por un plato de ducha',
  ...overrides,
});

/**
 * A request body with its phone (8 digits), postal code (4), city (1 letter) and type wrong, and the Spanish message
 * the API gives each field, for the create and the edit alike.
 */
export const WRONG_PROJECT_FIELDS = {
  body: {
    phone: '12345678',
    postalCode: '2801',
    city: 'M',
    renovationType: 'tejado' as CreateProjectRequest['renovationType'],
  },
  errors: [
    { path: 'phone', message: 'El teléfono debe tener al menos 9 números' },
    { path: 'postalCode', message: 'El código postal debe tener 5 dígitos' },
    { path: 'city', message: 'La ciudad es requerida' },
    { path: 'renovationType', message: 'Selecciona un tipo de reforma' },
  ],
};

/** Publishes a request as this signed-in agent; anything but 201 fails the test at once. */
export async function publishProject(
  agent: Agent,
  overrides: Partial<CreateProjectRequest> = {},
): Promise<Project> {
  const res = await agent.post('/api/projects').send(projectRequest(overrides));
  if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${res.text}`);
  return res.body as Project;
}
