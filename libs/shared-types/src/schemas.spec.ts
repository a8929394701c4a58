import { createProjectFormSchema, type CreateProjectForm } from './project.schema';
import { updateUserSchema } from './user.schema';
import { parseServiceList, parseSessionUser } from './options';
import { sessionUserSchema } from './auth.schema';
import { servicesInputSchema } from './worker-profile.schema';
import { cleaningServiceTypeInputSchema } from './cleaning.schema';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('parseServiceList', () => {
  it.each([
    ['a JSON-encoded list', '["bathroom","kitchen"]', ['bathroom', 'kitchen']],
    ['a JSON list with spaces around', '  [ "painting" ]  ', ['painting']],
    ['comma-separated text', 'bathroom, kitchen ,painting', ['bathroom', 'kitchen', 'painting']],
    ['a single value', 'solar_panels', ['solar_panels']],
    ['unparseable JSON, as a single item', '["bathroom"', ['["bathroom"']],
    ['an empty JSON list', '[]', []],
    ['only commas', ' , ,', []],
  ])('reads %s', (_label, text, list) => {
    expect(parseServiceList(text)).toEqual(list);
  });

  it('gives an empty list when there is no text', () => {
    expect(parseServiceList('')).toEqual([]);
    expect(parseServiceList(null)).toEqual([]);
    expect(parseServiceList(undefined)).toEqual([]);
  });
});

describe('services inputs', () => {
  it('turn a list, JSON text or comma text into a list of known values', () => {
    expect(servicesInputSchema.parse(['bathroom'])).toEqual(['bathroom']);
    expect(servicesInputSchema.parse('["kitchen","other"]')).toEqual(['kitchen', 'other']);
    expect(servicesInputSchema.parse('kitchen,other')).toEqual(['kitchen', 'other']);
    expect(cleaningServiceTypeInputSchema.parse('home')).toEqual(['home']);
  });

  it('refuse an empty choice and unknown values with the Spanish messages', () => {
    expect(messages(servicesInputSchema.safeParse([]))).toEqual([['', 'Selecciona al menos un servicio']]);
    expect(messages(servicesInputSchema.safeParse('tejados'))).toEqual([['0', 'Servicio no válido']]);
    expect(messages(cleaningServiceTypeInputSchema.safeParse(''))).toEqual([
      ['', 'Selecciona al menos un tipo de servicio'],
    ]);
  });
  it('refuse more entries than the list has options, with one message, and keep a repeated value once', () => {
    const many = Array.from({ length: 100_000 }, () => 'unknown');
    expect(messages(servicesInputSchema.safeParse(many))).toEqual([
      ['', 'Selecciona como máximo 10 servicios'],
    ]);
    expect(messages(cleaningServiceTypeInputSchema.safeParse(Array(8).fill('home').join(',')))).toEqual([
      ['', 'Selecciona como máximo 7 tipos de servicio'],
    ]);
    expect(servicesInputSchema.parse(['kitchen', 'bathroom', 'kitchen'])).toEqual(['kitchen', 'bathroom']);
  });
});

describe('createProjectFormSchema', () => {
  const form: CreateProjectForm = {
    phone: '911222333',
    renovationType: 'kitchen',
    timeline: '1month',
    postalCode: '28013',
    city: 'Madrid',
    termsAccepted: true,
  };

  it("accepts the form with the terms accepted; '' optional fields become null, absent ones stay absent", () => {
    const parsed = createProjectFormSchema.parse({ ...form, name: '', description: '' });
    expect(parsed).toMatchObject({ ...form, name: null, email: null, description: null });
    const bare = createProjectFormSchema.parse(form);
    expect(bare.name).toBeUndefined();
    expect(bare.description).toBeUndefined();
  });

  it("requires termsAccepted to be true: 'Debes aceptar los términos y condiciones'", () => {
    for (const termsAccepted of [false, undefined, 'true']) {
      const result = createProjectFormSchema.safeParse({ ...form, termsAccepted });
      expect(messages(result)).toEqual([['termsAccepted', 'Debes aceptar los términos y condiciones']]);
    }
  });

  it('carries the field rules of the request', () => {
    const result = createProjectFormSchema.safeParse({
      ...form,
      phone: '123',
      postalCode: '2801',
      city: ' ',
    });
    expect(messages(result)).toEqual([
      ['phone', 'El teléfono debe tener al menos 9 números'],
      ['postalCode', 'El código postal debe tener 5 dígitos'],
      ['city', 'La ciudad es requerida'],
    ]);
  });
});

describe('profile rules', () => {
  it("refuses a website that is not http(s): 'Introduce una URL válida (http o https)'", () => {
    expect(messages(updateUserSchema.safeParse({ websiteUrl: 'ftp://ejemplo.es' }))).toEqual([
      ['websiteUrl', 'Introduce una URL válida (http o https)'],
    ]);
    expect(updateUserSchema.parse({ websiteUrl: '' }).websiteUrl).toBeNull();
  });
});

describe('parseSessionUser (the zod-free check of the stored session)', () => {
  const user = {
    id: 7,
    username: 'lucia',
    email: 'lucia@demo.es',
    name: 'Lucía',
    userType: 'client',
    phone: null,
    emailVerified: true,
  };
  it.each([
    ['a whole user', user],
    ['an unconfirmed address', { ...user, emailVerified: false }],
    ['a cleaner with a phone', { ...user, userType: 'cleaning', phone: '600111222' }],
    ['an unknown user type', { ...user, userType: 'admin' }],
    ['a text id', { ...user, id: '7' }],
    ['a fractional id', { ...user, id: 7.5 }],
    ['a numeric phone', { ...user, phone: 600111222 }],
    ['no e-mail', { ...user, email: undefined }],
  ])('agrees with sessionUserSchema on %s', (_, value) => {
    const byZod = sessionUserSchema.safeParse(value);
    const parsed = (() => {
      try {
        return parseSessionUser(value);
      } catch {
        return null;
      }
    })();
    expect(parsed).toEqual(byZod.success ? byZod.data : null);
  });
});
