// Accounts and data made through the API, for tests that start from a signed-in user or a project.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SHELL_URL } from './environment';

export type UserType = 'professional' | 'client' | 'cleaning';
export type Account = {
  id: number;
  name: string;
  email: string;
  phone: string;
  password: string;
  userType: UserType;
};

let counter = 0;
export function newAccount(userType: UserType, name = 'Lucía Martín'): Omit<Account, 'id'> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid}${counter}`;
  return {
    name,
    email: `e2e-${userType}-${tag}@example.com`,
    phone: '612345678',
    password: 'secreto123',
    userType,
  };
}

/** Registers through the API with the page's own request context, so the browser gets the session. */
export async function registerViaApi(
  request: APIRequestContext,
  userType: UserType,
  name?: string,
): Promise<Account> {
  const account = newAccount(userType, name);
  const response = await request.post('/api/register', { data: account });
  if (!response.ok()) throw new Error(`Registro fallido: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { id: number };
  return { ...account, id: body.id };
}

export async function createProjectViaApi(
  request: APIRequestContext,
  project: {
    city: string;
    description?: string;
    renovationType?: string;
    name?: string;
    phone?: string;
    postalCode?: string;
    maxContacts?: number;
  },
): Promise<number> {
  const response = await request.post('/api/projects', {
    data: {
      name: project.name ?? 'Carmen López',
      phone: project.phone ?? '699888777',
      renovationType: project.renovationType ?? 'bathroom',
      timeline: '1month',
      postalCode: project.postalCode ?? '28001',
      city: project.city,
      description: project.description ?? '',
      maxContacts: project.maxContacts,
    },
  });
  if (!response.ok()) throw new Error(`Proyecto no creado: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

/** Publishes this signed-in cleaner's service (one each); returns its id. */
export async function publishCleaningViaApi(
  request: APIRequestContext,
  service: { name: string; city: string } & Record<string, unknown>,
): Promise<number> {
  const res = await request.post('/api/cleaning', {
    data: { phone: '612345678', experience: 4, availability: 'flexible', serviceType: ['home'], ...service },
  });
  if (res.status() !== 201) throw new Error(`Servicio no publicado: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Publishes this signed-in professional's public profile (one each); returns its id. */
export async function publishProfileViaApi(
  request: APIRequestContext,
  profile: { services: string[]; city: string; postalCode: string } & Record<string, unknown>,
): Promise<number> {
  const res = await request.post('/api/workers', { data: profile });
  if (res.status() !== 201) throw new Error(`Perfil no publicado: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/**
 * Lists this signed-in professional in the directory (a public profile with one service), which revealing a
 * client's phone asks for (docs/decisions.md, "Contact slots").
 */
export async function listInDirectoryViaApi(request: APIRequestContext): Promise<void> {
  await publishProfileViaApi(request, { services: ['bathroom'], city: 'Zaragoza', postalCode: '50001' });
}

/** Someone else, in a browser context of their own, registered and signed in there. */
export async function someoneElse(browser: Browser, userType: UserType, name?: string) {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  const account = await registerViaApi(context.request, userType, name);
  return { context, account, request: context.request };
}

/** Someone else as someoneElse gives them, a professional with this public profile, and its id. */
export async function professionalWithProfileViaApi(
  browser: Browser,
  name: string,
  profile: Parameters<typeof publishProfileViaApi>[1],
): Promise<Awaited<ReturnType<typeof someoneElse>> & { profileId: number }> {
  const other = await someoneElse(browser, 'professional', name);
  return { ...other, profileId: await publishProfileViaApi(other.request, profile) };
}

/** Someone else as someoneElse gives them, with a page open in their browser. */
export async function someoneElseWithPage(
  browser: Browser,
  userType: UserType,
  name?: string,
): Promise<Awaited<ReturnType<typeof someoneElse>> & { page: Page }> {
  const other = await someoneElse(browser, userType, name);
  return { ...other, page: await other.context.newPage() };
}

/** Sends a chat message as this signed-in request context; anything but a success fails the test at once. */
export async function sendMessageViaApi(
  request: APIRequestContext,
  receiverId: number,
  message: string,
): Promise<void> {
  const res = await request.post('/api/messages', { data: { receiverId, message } });
  if (!res.ok()) throw new Error(`Mensaje no enviado: ${res.status()} ${await res.text()}`);
}

/**
 * Closes its author's request (one database for the whole run, and home.spec.ts expects an empty board); closing
 * again is fine.
 */
export async function closeRequestViaApi(request: APIRequestContext, id: number): Promise<void> {
  const res = await request.post(`/api/projects/${id}/close`, { data: { reason: 'not_needed' } });
  if (res.status() !== 200) throw new Error(`Cierre fallido: ${res.status()} ${await res.text()}`);
}
