import { CONTROL_CHARACTERS_MESSAGE, idSchema, idTextSchema, paginationQuery, text } from './common.schema';
import { z } from './zod-es';
import { registerRequestSchema, loginRequestSchema } from './auth.schema';
import { createProjectSchema, projectQuerySchema } from './project.schema';
import { createCleaningServiceSchema, cleaningQuerySchema } from './cleaning.schema';
import { createWorkerProfileSchema } from './worker-profile.schema';
import { conversationQuerySchema, sendMessageSchema } from './message.schema';
import { updateUserSchema } from './user.schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text()', () => {
  const single = text({ min: 2, max: 10, message: 'Mínimo 2', maxMessage: 'Máximo 10' });
  const multi = text({ max: 50, multiline: true });

  it('trims and keeps ordinary text, accents and emoji', () => {
    expect(single.parse('  Cádiz ')).toBe('Cádiz');
    expect(single.parse('Añá 👍')).toBe('Añá 👍');
  });

  it.each([
    ['NUL', 'ab\u0000c'],
    ['bell', 'ab\u0007'],
    ['escape', '\u001b[31mrojo'],
    ['DEL', 'ab\u007f'],
    ['a C1 control', 'ab\u0085c'],
    ['a line break in a single-line field', 'Madrid\nSur'],
    ['a tab in a single-line field', 'Ma\tdrid'],
    ['a lone surrogate (broken UTF-8)', 'ab\ud800c'],
  ])('refuses %s with the Spanish message', (_label, value) => {
    expect(firstMessage(single.safeParse(value))).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('allows tabs and line breaks in multi-line text, but not other controls', () => {
    expect(multi.parse('Hola\n\tqué tal\r\nbien')).toBe('Hola\n\tqué tal\r\nbien');
    expect(firstMessage(multi.safeParse('Hola\u0000'))).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(firstMessage(multi.safeParse('Ho\u000bla'))).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('gives the bound messages', () => {
    expect(firstMessage(single.safeParse(' a '))).toBe('Mínimo 2');
    expect(firstMessage(single.safeParse('a'.repeat(11)))).toBe('Máximo 10');
    expect(firstMessage(single.safeParse(12))).toBe('Mínimo 2');
  });
});

describe('every text field of the request schemas refuses a NUL byte', () => {
  const nul = 'Ma\u0000drid';
  it.each([
    [
      'register name',
      registerRequestSchema,
      { name: nul, email: 'a@b.es', password: 'secreto', phone: '612345678', userType: 'client' },
    ],
    ['login username', loginRequestSchema, { username: nul, password: 'secreto' }],
    [
      'request city',
      createProjectSchema,
      {
        phone: '612345678',
        renovationType: 'bathroom',
        timeline: 'flexible',
        postalCode: '28001',
        city: nul,
      },
    ],
    [
      'request description',
      createProjectSchema,
      {
        phone: '612345678',
        renovationType: 'bathroom',
        timeline: 'flexible',
        postalCode: '28001',
        city: 'Madrid',
        description: nul,
      },
    ],
    [
      'request name',
      createProjectSchema,
      {
        name: nul,
        phone: '612345678',
        renovationType: 'bathroom',
        timeline: 'flexible',
        postalCode: '28001',
        city: 'Madrid',
      },
    ],
    [
      'cleaning name',
      createCleaningServiceSchema,
      {
        name: nul,
        phone: '612345678',
        city: 'Madrid',
        experience: 2,
        availability: 'morning',
        serviceType: ['home'],
      },
    ],
    [
      'worker company',
      createWorkerProfileSchema,
      { companyName: nul, services: ['bathroom'], postalCode: '28001', city: 'Madrid' },
    ],
    ['message text', sendMessageSchema, { receiverId: 2, message: nul }],
    ['user company', updateUserSchema, { companyName: nul }],
    ['website', updateUserSchema, { websiteUrl: 'https://a.es/\u0000' }],
    ['board city filter', projectQuerySchema, { city: nul }],
    ['cleaning city filter', cleaningQuerySchema, { city: nul }],
  ] as [string, z.ZodType, unknown][])('%s', (_label, schema, body) => {
    expect(firstMessage(schema.safeParse(body))).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('numbers and ids are not coerced', () => {
  it.each([
    ['a string', '2'],
    ['an array', [2]],
    ['a boolean', true],
    ['a fraction', 2.5],
    ['zero', 0],
  ])('a body id refuses %s', (_label, value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });

  it('a body id accepts a JSON number', () => {
    expect(idSchema.parse(2)).toBe(2);
  });

  it.each(['0x2', '2e0', ' 2', '+2', '-2', '2.0', '', '0', '99999999999'])(
    'a path id refuses %j',
    (value) => {
      expect(idTextSchema.safeParse(value).success).toBe(false);
    },
  );

  it('a path id reads decimal digits', () => {
    expect(idTextSchema.parse('42')).toBe(42);
  });

  it('experience must be a JSON number (no true → 1, [] → 0, "3" → 3)', () => {
    const base = { services: ['bathroom'], postalCode: '28001', city: 'Madrid' };
    for (const experience of [true, [], '3', null]) {
      expect(createWorkerProfileSchema.safeParse({ ...base, experience }).success).toBe(false);
    }
    expect(createWorkerProfileSchema.parse({ ...base, experience: 3 }).experience).toBe(3);
    const cleaning = {
      name: 'Ana',
      phone: '612345678',
      city: 'Madrid',
      availability: 'morning',
      serviceType: 'home',
    };
    expect(createCleaningServiceSchema.safeParse({ ...cleaning, experience: true }).success).toBe(false);
    expect(createCleaningServiceSchema.parse({ ...cleaning, experience: 4 }).experience).toBe(4);
  });

  it('message receiver ids must be numbers, conversation ids digits', () => {
    expect(sendMessageSchema.safeParse({ receiverId: [2], message: 'hola' }).success).toBe(false);
    expect(sendMessageSchema.safeParse({ receiverId: '2', message: 'hola' }).success).toBe(false);
    expect(conversationQuerySchema.safeParse({ userId1: '0x2', userId2: '3' }).success).toBe(false);
    expect(conversationQuerySchema.parse({ userId1: '2', userId2: '3' })).toEqual({
      userId1: 2,
      userId2: 3,
      limit: 50,
    });
  });

  it('paging reads digits with defaults and bounds', () => {
    const paging = z.object(paginationQuery);
    expect(paging.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(paging.parse({ limit: '10', offset: '20' })).toEqual({ limit: 10, offset: 20 });
    for (const limit of ['0', '101', '1e1', '-1', 'abc', ' 5'])
      expect(paging.safeParse({ limit }).success).toBe(false);
  });
});
