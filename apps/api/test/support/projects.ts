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

/** Publishes a request as this signed-in agent; anything but 201 fails the test at once. */
export async function publishProject(
  agent: Agent,
  overrides: Partial<CreateProjectRequest> = {},
): Promise<Project> {
  const res = await agent.post('/api/projects').send(projectRequest(overrides));
  if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${res.text}`);
  return res.body as Project;
}
