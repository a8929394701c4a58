import {
  ApiHttpError,
  apiFetch,
  apiFetchOrNull,
  apiFetchPage,
  buildUrl,
  errorText,
  serverMessageOf,
} from './api.client';

type Call = { url: string; init: RequestInit };

function mockFetch(
  status: number,
  body: string,
  statusText = '',
  headers: Record<string, string> = {},
): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 204 ? null : body, { status, statusText, headers });
  }) as typeof fetch;
  return calls;
}

describe('apiFetch', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends cookies and a JSON content type only when there is a body', async () => {
    const calls = mockFetch(200, '{"ok":true}');
    await apiFetch('/api/user');
    await apiFetch('/api/login', { body: { username: 'a@b.es', password: 'secreto' } });
    expect(calls[0].init.credentials).toBe('include');
    expect(calls[0].init.method).toBe('GET');
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(calls[0].init.body).toBeUndefined();
    expect(calls[1].init.method).toBe('POST');
    expect((calls[1].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(calls[1].init.body).toBe('{"username":"a@b.es","password":"secreto"}');
  });

  it('sends a file (a Blob) as it is, with its own type: the logo upload', async () => {
    const calls = mockFetch(200, '{"logoUrl":"/api/media/x"}');
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await apiFetch('/api/users/7/logo', { method: 'PUT', body: file });
    expect(calls[0].init.method).toBe('PUT');
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('image/png');
    expect(calls[0].init.body).toBe(file);
  });

  it("turns a non-OK answer into '{status}: {body text}'", async () => {
    mockFetch(401, '{"message":"Correo electrónico, usuario o contraseña incorrectos"}', 'Unauthorized');
    const err = await apiFetch('/api/login', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiHttpError);
    expect((err as ApiHttpError).message).toBe(
      '401: {"message":"Correo electrónico, usuario o contraseña incorrectos"}',
    );
    expect((err as ApiHttpError).serverMessage).toBe('Correo electrónico, usuario o contraseña incorrectos');
    expect((err as ApiHttpError).status).toBe(401);
  });

  it('uses the status text when the error body is empty', async () => {
    mockFetch(503, '', 'Service Unavailable');
    await expect(apiFetch('/api/projects')).rejects.toThrow('503: Service Unavailable');
  });

  it('answers null for a 401 when asked to, and still throws other errors', async () => {
    mockFetch(401, '{"message":"Debes iniciar sesión"}', 'Unauthorized');
    await expect(apiFetchOrNull('/api/user')).resolves.toBeNull();
    mockFetch(500, 'boom', 'Internal Server Error');
    await expect(apiFetchOrNull('/api/user')).rejects.toThrow('500: boom');
  });

  it('answers null for the status it is given (a 404: "this user has none") and still throws a 401 then', async () => {
    mockFetch(404, '{"message":"Perfil no encontrado"}', 'Not Found');
    await expect(apiFetchOrNull('/api/users/3/profile', {}, 404)).resolves.toBeNull();
    mockFetch(401, '{"message":"Debes iniciar sesión"}', 'Unauthorized');
    await expect(apiFetchOrNull('/api/users/3/profile', {}, 404)).rejects.toThrow('Debes iniciar sesión');
  });

  it('reads an empty 204 answer as null', async () => {
    mockFetch(204, '');
    await expect(apiFetch('/api/messages/read', { method: 'PUT', body: {} })).resolves.toBeNull();
  });
});

describe('apiFetchPage', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('returns the rows and the total of X-Total-Count, with the filters in the query string', async () => {
    const calls = mockFetch(200, '[{"id":3},{"id":2}]', 'OK', { 'X-Total-Count': '1234' });
    const page = await apiFetchPage<{ id: number }>('/api/projects', {
      query: { city: 'Madrid', limit: 2, offset: 40 },
    });
    expect(page).toEqual({ items: [{ id: 3 }, { id: 2 }], total: 1234 });
    expect(calls[0].url).toBe('/api/projects?city=Madrid&limit=2&offset=40');
    expect(calls[0].init.credentials).toBe('include');
  });

  it('reads a total of 0 with an empty page', async () => {
    mockFetch(200, '[]', 'OK', { 'X-Total-Count': '0' });
    expect(await apiFetchPage('/api/projects')).toEqual({ items: [], total: 0 });
  });

  it('without a readable total, counts the rows before this page plus this page', async () => {
    mockFetch(200, '[{"id":1},{"id":2},{"id":3}]', 'OK');
    expect((await apiFetchPage('/api/projects', { query: { offset: 50 } })).total).toBe(53);
    mockFetch(200, '[{"id":1}]', 'OK', { 'X-Total-Count': 'muchos' });
    expect((await apiFetchPage('/api/projects')).total).toBe(1);
  });

  it('throws the API error of a non-OK answer, and refuses a body that is not a list', async () => {
    mockFetch(400, '{"message":"El código postal debe tener 5 dígitos"}', 'Bad Request');
    const err = await apiFetchPage('/api/projects').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiHttpError);
    expect((err as ApiHttpError).serverMessage).toBe('El código postal debe tener 5 dígitos');
    mockFetch(200, '{"id":1}', 'OK', { 'X-Total-Count': '1' });
    await expect(apiFetchPage('/api/projects')).rejects.toThrow('/api/projects no devolvió una lista');
  });
});

describe('buildUrl', () => {
  it('leaves out empty filters', () => {
    expect(
      buildUrl('/api/projects', { city: 'Madrid', renovationType: '', timeline: undefined, limit: 6 }),
    ).toBe('/api/projects?city=Madrid&limit=6');
    expect(buildUrl('/api/projects', {})).toBe('/api/projects');
  });
});

describe('serverMessageOf', () => {
  it("reads the message of an API error body, and nothing of any other body (a proxy's page)", () => {
    expect(serverMessageOf('{"message":"Email already exists: ya existe"}')).toBe(
      'Email already exists: ya existe',
    );
    expect(serverMessageOf('<html><head><title>502 Bad Gateway</title></head></html>')).toBe('');
    expect(serverMessageOf('Bad Gateway')).toBe('');
    expect(serverMessageOf('')).toBe('');
  });

  it("gives a person Spanish for a server failure that is not the API's answer, never a proxy's English", async () => {
    mockFetch(502, '<html><body><center><h1>502 Bad Gateway</h1></center></body></html>', 'Bad Gateway');
    const down = await apiFetch('/api/projects').catch((error: unknown) => error);
    expect((down as ApiHttpError).message).toBe(
      '502: <html><body><center><h1>502 Bad Gateway</h1></center></body></html>',
    );
    expect(errorText(down)).toBe(
      'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
    );
    // A refusal that is not the API's (an edge's 413 page): nothing to show, so the caller's own words show.
    mockFetch(413, '<html><h1>413 Request Entity Too Large</h1></html>', 'Request Entity Too Large');
    expect(errorText(await apiFetch('/api/photos').catch((error: unknown) => error))).toBe('');
  });
});

describe('errorText', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("says the API's Spanish message, and ours, never the browser's English, when no answer came", async () => {
    mockFetch(400, JSON.stringify({ message: 'El título es obligatorio' }));
    const refused = await apiFetch('/api/x').catch((error: unknown) => error);
    expect(errorText(refused)).toBe('El título es obligatorio');

    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const unanswered = await apiFetch('/api/x').catch((error: unknown) => error);
    expect(errorText(unanswered)).toBe(
      'No se ha podido conectar. Comprueba tu conexión e inténtalo de nuevo.',
    );
    // Our own errors are for the log: the caller's fallback is shown instead.
    expect(errorText(new Error('/api/x no devolvió una lista'))).toBe('');
  });
});
