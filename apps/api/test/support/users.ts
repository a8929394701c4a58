import request from 'supertest';
import type { RegisterRequest, SessionUser, UserType } from '@reformas/shared-types';

export type Agent = ReturnType<typeof request.agent>;

let counter = 0;

/** A user's private and professional fields: their public card shows them only to those who may see them. */
const PRIVATE_FIELDS = ['email', 'phone', 'companyName', 'description', 'logoUrl', 'websiteUrl', 'createdAt'];

/** What a user's public card shows of them to anyone else: each field null, and no call button. */
export const WITHHELD_USER_FIELDS = {
  ...Object.fromEntries(PRIVATE_FIELDS.map((field) => [field, null])),
  canCall: false,
};

/** A registration body with a unique e-mail. */
export function newUser(
  userType: UserType = 'client',
  overrides: Partial<RegisterRequest> = {},
): RegisterRequest {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Usuaria Prueba ${counter}`,
    email: `prueba.${tag}@ejemplo.es`,
    password: 'secreto123',
    phone: `600${String(100000 + counter).padStart(6, '0')}`,
    userType,
    ...overrides,
  };
}

/** Registers a user with a cookie-keeping agent; returns the agent (signed in) and the user. */
export async function signUp(
  baseUrl: string,
  userType: UserType = 'client',
  overrides: Partial<RegisterRequest> = {},
): Promise<{ agent: Agent; user: SessionUser; body: RegisterRequest; cookie: string }> {
  const agent = request.agent(baseUrl);
  const body = newUser(userType, overrides);
  const res = await agent.post('/api/register').send(body);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  // The session cookie as a Cookie header, for requests made without the agent (raw node:http).
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.find((c) => c.startsWith('sid='))?.split(';')[0] ?? '';
  return { agent, user: res.body as SessionUser, body, cookie };
}

export type SignedUp = Awaited<ReturnType<typeof signUp>>;
type Who = UserType | [UserType, Partial<RegisterRequest>];

/** Registers several users, one after another (their ids in that order), each with its own signed-in agent. */
async function signUpMany(baseUrl: string, ...who: Who[]): Promise<SignedUp[]> {
  const users: SignedUp[] = [];
  for (const one of who) {
    const [userType, overrides] = Array.isArray(one) ? one : [one, {}];
    users.push(await signUp(baseUrl, userType, overrides));
  }
  return users;
}

/**
 * Signs these users up, in this order, once the file's API is running (a beforeAll after useTestApi's); each
 * name reads its user from then on. One declaration instead of a `let` per user and a destructuring beforeAll.
 */
export function useSignedUp<Name extends string>(
  api: { readonly url: string },
  who: Record<Name, Who>,
): Readonly<Record<Name, SignedUp>> {
  const names = Object.keys(who) as Name[];
  const signedUp = new Map<Name, SignedUp>();
  beforeAll(async () => {
    const users = await signUpMany(api.url, ...names.map((name) => who[name]));
    names.forEach((name, i) => signedUp.set(name, users[i]));
  });
  const view = {} as Record<Name, SignedUp>;
  for (const name of names)
    Object.defineProperty(view, name, {
      enumerable: true,
      get: () => {
        const one = signedUp.get(name);
        if (!one) throw new Error(`${name} is not signed up yet (read it inside a hook or a test)`);
        return one;
      },
    });
  return view;
}
