import type { CleaningService, WorkerProfile } from '@reformas/shared-types';
import type { Agent } from './users';

/** A valid worker profile's body: listed in the directory, with one service. */
export const workerProfileRequest = (overrides: Record<string, unknown> = {}) => ({
  services: ['bathroom'],
  city: 'Madrid',
  postalCode: '28001',
  ...overrides,
});

/**
 * Lists this professional in the directory (a public profile with a service), which revealing a client's phone
 * asks for; anything but 201 fails the test at once.
 */
export async function listInDirectory(
  agent: Agent,
  overrides: Record<string, unknown> = {},
): Promise<WorkerProfile> {
  const res = await agent.post('/api/workers').send(workerProfileRequest(overrides));
  if (res.status !== 201) throw new Error(`worker profile failed: ${res.status} ${res.text}`);
  return res.body as WorkerProfile;
}

/** Publishes this cleaner's service (one per account); anything but 201 fails the test at once. */
export async function publishCleaning(
  agent: Agent,
  overrides: Record<string, unknown> = {},
): Promise<CleaningService> {
  const res = await agent.post('/api/cleaning').send({
    name: 'Limpiezas Marta',
    phone: '612345678',
    city: 'Lugo',
    experience: 3,
    availability: 'morning',
    serviceType: ['home'],
    ...overrides,
  });
  if (res.status !== 201) throw new Error(`cleaning service failed: ${res.status} ${res.text}`);
  return res.body as CleaningService;
}
