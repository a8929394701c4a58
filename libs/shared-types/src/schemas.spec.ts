import { createProjectFormSchema, type CreateProjectForm } from './project.schema';
import { base64DecodedBytes, LOGO_MAX_BYTES, logoDataUrlSchema, updateUserSchema } from './user.schema';
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

describe('logo rule', () => {
  const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;

  it('counts the decoded bytes of a base64 payload, padding included', () => {
    for (const bytes of [0, 1, 2, 3, 4, 5, 1000, 1001]) {
      expect(base64DecodedBytes(Buffer.alloc(bytes).toString('base64'))).toBe(bytes);
    }
  });

  it('accepts a PNG, JPEG or GIF data URL up to 5 MB', () => {
    expect(LOGO_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(logoDataUrlSchema.parse(png(LOGO_MAX_BYTES))).toBe(png(LOGO_MAX_BYTES));
    expect(logoDataUrlSchema.safeParse('data:image/jpeg;base64,AAAA').success).toBe(true);
    expect(logoDataUrlSchema.safeParse('data:image/gif;base64,AAAA').success).toBe(true);
  });

  it('answers with a message, not a stack overflow, for a payload of several megabytes', () => {
    expect(messages(logoDataUrlSchema.safeParse(png(7 * 1024 * 1024)))).toEqual([
      ['', 'El logo no puede superar los 5 MB'],
    ]);
    const broken = `${png(6 * 1024 * 1024)}!`;
    expect(messages(logoDataUrlSchema.safeParse(broken))[0]).toEqual([
      '',
      'El logo debe ser una imagen PNG, JPG o GIF',
    ]);
  });

  it("refuses one byte more with 'El logo no puede superar los 5 MB'", () => {
    expect(messages(logoDataUrlSchema.safeParse(png(LOGO_MAX_BYTES + 1)))).toEqual([
      ['', 'El logo no puede superar los 5 MB'],
    ]);
  });

  it("refuses other types with 'El logo debe ser una imagen PNG, JPG o GIF'", () => {
    for (const value of [
      'data:image/svg+xml;base64,PHN2Zy8+',
      'data:text/plain;base64,aG9sYQ==',
      'logo.png',
    ]) {
      expect(messages(logoDataUrlSchema.safeParse(value))).toEqual([
        ['', 'El logo debe ser una imagen PNG, JPG o GIF'],
      ]);
    }
  });

  it('treats an empty logo as null (clears it) and an absent one as undefined (left as it is)', () => {
    expect(logoDataUrlSchema.parse('')).toBeNull();
    expect(logoDataUrlSchema.parse(null)).toBeNull();
    expect(updateUserSchema.parse({}).logoUrl).toBeUndefined();
  });

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
  };
  it.each([
    ['a whole user', user],
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
