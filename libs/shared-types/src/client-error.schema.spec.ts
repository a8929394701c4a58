import { clientErrorSchema, clientErrorSummaryQuerySchema } from './client-error.schema';

const valid = {
  remote: 'mfe_cleaning',
  release: '2026.11.27-canary.1',
  route: '/cleaning/:id',
  kind: 'render',
  errorClass: 'TypeError',
};
const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('clientErrorSchema', () => {
  it('takes the five fields as sent', () => {
    expect(clientErrorSchema.parse(valid)).toEqual(valid);
    expect(
      clientErrorSchema.parse({ ...valid, release: 'dev', route: '/', errorClass: 'ChunkLoadError' }),
    ).toEqual({ ...valid, release: 'dev', route: '/', errorClass: 'ChunkLoadError' });
  });

  it.each([
    ['remote', 'admin'],
    ['remote', 'mfe-chat'],
    ['release', 'Canary'],
    ['release', '-dev'],
    ['release', 'a'.repeat(81)],
    ['release', ''],
    ['route', 'cleaning/:id'],
    ['route', '/cleaning?id=3'],
    ['route', '/limpieza/ñ'],
    ['route', `/${'a'.repeat(200)}`],
    ['kind', 'crash'],
    ['errorClass', 'Type Error'],
    ['errorClass', 'Cannot read properties of undefined'],
    ['errorClass', '_Error'],
    ['errorClass', 'E'.repeat(61)],
    ['errorClass', 7],
  ])('refuses %s %j', (field, value) => {
    expect(paths(clientErrorSchema.safeParse({ ...valid, [field]: value }))).toContain(field);
  });

  it('refuses unknown fields with a Spanish message naming them', () => {
    const result = clientErrorSchema.safeParse({ ...valid, message: 'x is undefined', stack: '…' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Campos no admitidos: message, stack (solo remote, release, route, kind y errorClass)',
    ]);
  });

  it('refuses a body that is not an object', () => {
    for (const body of [undefined, null, [], 'texto']) {
      expect(clientErrorSchema.safeParse(body).error?.issues[0]?.message).toBe(
        'El cuerpo debe ser un objeto JSON con remote, release, route, kind y errorClass',
      );
    }
  });
});

describe('clientErrorSummaryQuerySchema', () => {
  it('counts the last 60 minutes unless asked, up to a day', () => {
    expect(clientErrorSummaryQuerySchema.parse({ remote: 'mfe_chat' })).toEqual({
      remote: 'mfe_chat',
      minutes: 60,
    });
    expect(clientErrorSummaryQuerySchema.parse({ remote: 'mfe_chat', minutes: '1440' }).minutes).toBe(1440);
    for (const minutes of ['0', '1441', '1.5', 'x', '-5']) {
      expect(paths(clientErrorSummaryQuerySchema.safeParse({ remote: 'mfe_chat', minutes }))).toEqual([
        'minutes',
      ]);
    }
    expect(paths(clientErrorSummaryQuerySchema.safeParse({}))).toEqual(['remote']);
  });
});
