import request from 'supertest';
import type { Project, ProjectEstimate } from '@reformas/shared-types';
import { splitEstimate } from '../src/migrations/1796500000000-request-estimates';
import { expectInvalidData } from './support/errors';
import { projectRequest, publishProject } from './support/projects';
import { useTestApi } from './support/test-api';
import { useSignedUp } from './support/users';

const ESTIMATE: ProjectEstimate = {
  total: 5350,
  items: [
    { label: 'Paredes y techos: Alicatado (10 m²)', amount: 500 },
    { label: 'Puertas (6)', amount: 2100 },
    { label: 'Ventanas (4)', amount: 1400 },
    { label: 'Puntos de fontanería (5)', amount: 750 },
    { label: 'Instalación eléctrica (10 m²)', amount: 600 },
  ],
  shared: false,
};

describe("a request's estimate from the calculator", () => {
  const api = useTestApi();
  const users = useSignedUp(api, {
    author: ['client', { name: 'Marta Ruiz Gil' }],
    otherClient: 'client',
    professional: 'professional',
  });

  const seenBy = async (id: number) => {
    const get = (agent: typeof users.author.agent | ReturnType<typeof request>) =>
      agent.get(`/api/projects/${id}`).then((res) => (res.body as Project).estimate);
    return {
      author: await get(users.author.agent),
      professional: await get(users.professional.agent),
      otherClient: await get(users.otherClient.agent),
      visitor: await get(request(api.url)),
    };
  };

  it('stays out of the description, and only its author sees an estimate not shared', async () => {
    const published = await publishProject(users.author.agent, {
      description: 'Alicatar la cocina',
      estimate: ESTIMATE,
    });
    expect(published.description).toBe('Alicatar la cocina');
    expect(published.estimate).toEqual(ESTIMATE);
    expect(await seenBy(published.id)).toEqual({
      author: ESTIMATE,
      professional: null,
      otherClient: null,
      visitor: null,
    });
    const board = await users.professional.agent.get('/api/projects').query({ city: 'Madrid', limit: 50 });
    const card = (board.body as Project[]).find((p) => p.id === published.id);
    expect(card?.estimate).toBeNull();
  });

  it('is shown to signed-in professionals when the author shares it, and an edit can stop sharing it', async () => {
    const shared = { ...ESTIMATE, shared: true };
    const published = await publishProject(users.author.agent, { estimate: shared });
    expect(await seenBy(published.id)).toEqual({
      author: shared,
      professional: shared,
      otherClient: null,
      visitor: null,
    });
    const edit = await users.author.agent
      .patch(`/api/projects/${published.id}`)
      .send(projectRequest({ estimate: ESTIMATE }));
    expect(edit.status).toBe(200);
    expect((await seenBy(published.id)).professional).toBeNull();
    // An edit without it removes it: the form is sent whole.
    await users.author.agent.patch(`/api/projects/${published.id}`).send(projectRequest());
    expect((await seenBy(published.id)).author).toBeNull();
  });

  it.each([
    ['a total that is not the sum of its lines', { ...ESTIMATE, total: 999 }, 'estimate.total'],
    [
      'a negative amount',
      { ...ESTIMATE, items: [{ label: 'Puertas', amount: -5 }], total: -5 },
      'estimate.items.0.amount',
    ],
    ['no lines', { ...ESTIMATE, items: [], total: 0 }, 'estimate.items'],
    [
      'a line without a label',
      { ...ESTIMATE, items: [{ label: ' ', amount: 5350 }] },
      'estimate.items.0.label',
    ],
    ['no choice about sharing it', { total: 5350, items: ESTIMATE.items }, 'estimate.shared'],
  ])('refuses %s with 400 and stores nothing', async (_what, estimate, path) => {
    const city = `Presupuesto${path.replace(/\W/g, '')}`;
    const res = await users.author.agent
      .post('/api/projects')
      .send(projectRequest({ city, estimate } as never));
    expectInvalidData(res, [
      { path, message: expect.stringMatching(/presupuesto estimado/) as unknown as string },
    ]);
    const mine = await users.author.agent.get(`/api/users/${users.author.user.id}/projects`);
    expect((mine.body as Project[]).filter((p) => p.city === city)).toEqual([]);
  });

  it('the migration moves an estimate written into an old description out of it, and leaves other text alone', () => {
    const old = [
      'Presupuesto estimado con la calculadora: 5350\u00a0€.',
      '- Paredes y techos: Alicatado (10 m²): 500\u00a0€',
      '- Puertas (6): 2.100\u00a0€',
      '- Ventanas (4): 1.400\u00a0€',
      '- Puntos de fontanería (5): 750\u00a0€',
      '- Instalación eléctrica (10 m²): 600\u00a0€',
      'Y cambiar el suelo del pasillo.',
    ].join('\n');
    expect(splitEstimate(old)).toEqual({
      total: 5350,
      items: ESTIMATE.items,
      rest: 'Y cambiar el suelo del pasillo.',
    });
    expect(splitEstimate('Cambiar la bañera')).toBeNull();
    expect(
      splitEstimate('Presupuesto estimado con la calculadora: 10\u00a0€.\n- Puertas: 9\u00a0€'),
    ).toBeNull();
  });
});
