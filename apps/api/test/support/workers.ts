import request from 'supertest';
import type { CleaningService, WorkerProfile } from '@reformas/shared-types';
import { expectError } from './errors';
import { signUp, type Agent, type SignedUp } from './users';
import { UNAUTHENTICATED } from './messages';

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

/**
 * A new professional for each profile, listed in the directory with it, one after another (the last is the newest):
 * each owner by their profile's company name.
 */
export async function listProfessionals(
  baseUrl: string,
  profiles: ({ companyName: string } & Record<string, unknown>)[],
): Promise<Record<string, SignedUp>> {
  const owners: Record<string, SignedUp> = {};
  for (const profile of profiles) {
    owners[profile.companyName] = await signUp(baseUrl, 'professional');
    await listInDirectory(owners[profile.companyName].agent, profile);
  }
  return owners;
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

/**
 * The listings an account may have one of, by who publishes them: where (`path`), the account's own at
 * GET /api/users/{id}/{own}, the field of its name, and the Spanish refusal of a second one (409).
 */
const ONE_PER_ACCOUNT = {
  professional: {
    path: '/api/workers',
    own: 'profile',
    nameField: 'companyName',
    second: 'Ya tienes un perfil profesional. Actualízalo en lugar de crear otro.',
  },
  cleaning: {
    path: '/api/cleaning',
    own: 'cleaning',
    nameField: 'name',
    second: 'Ya tienes un servicio de limpieza publicado. Solo se permite uno por usuario.',
  },
} as const;

/**
 * The tests of publishing a listing an account may have one of (a professional's profile, a cleaner's service;
 * `body` a valid one, with the name a test gives it): only signed in (401), only for oneself (403, and nothing
 * stored), not a second one (409, the first kept), nor two at once (one 201, one 409: the first kept).
 */
export function itPublishesOnePerAccount(
  api: { readonly url: string },
  userType: keyof typeof ONE_PER_ACCOUNT,
  body: (name?: { companyName?: string; name?: string }) => object,
): void {
  const listing = { ...ONE_PER_ACCOUNT[userType], userType };
  const named = (name: string) => body({ [listing.nameField]: name });
  const ownName = async (agent: Agent, userId: number) =>
    (await agent.get(`/api/users/${userId}/${listing.own}`)).body[listing.nameField];

  it('answers 401 without a session', async () => {
    const res = await request(api.url).post(listing.path).send(body());
    expectError(res, 401, UNAUTHENTICATED);
  });

  it("answers 403 'No puedes actuar en nombre de otro usuario' for another user's userId", async () => {
    const { agent } = await signUp(api.url, listing.userType);
    const stranger = await signUp(api.url, 'client');
    const res = await agent.post(listing.path).send({ ...body(), userId: stranger.user.id });
    expectError(res, 403, 'No puedes actuar en nombre de otro usuario');
    expect((await request(api.url).get(`/api/users/${stranger.user.id}/${listing.own}`)).status).toBe(404);
  });

  it('answers 409 to a second one of the same user and keeps the first', async () => {
    const { agent, user } = await signUp(api.url, listing.userType);
    await agent.post(listing.path).send(named('Primera')).expect(201);
    expectError(await agent.post(listing.path).send(named('Segunda')), 409, listing.second);
    expect(await ownName(agent, user.id)).toBe('Primera');
  });

  it('publishes only one when the same user sends two at once (201 and 409)', async () => {
    const { agent, user } = await signUp(api.url, listing.userType);
    const answers = await Promise.all([
      agent.post(listing.path).send(named('Primera')),
      agent.post(listing.path).send(named('Segunda')),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ownName(agent, user.id)).toBe(
      answers.find((r) => r.status === 201)?.body[listing.nameField],
    );
  });
}
