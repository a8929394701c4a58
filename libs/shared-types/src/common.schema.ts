import { z } from './zod-es';
import { parseServiceList } from './options';

const ID_MAX = 2147483647; // ids are PostgreSQL integers

/** An id in a JSON body: a JSON number, whole and positive (no strings, booleans or arrays turned into one). */
export const idSchema = z
  .number({ message: 'El identificador debe ser un número' })
  .int('El identificador debe ser un número entero')
  .positive('El identificador debe ser un número positivo')
  .max(ID_MAX, 'El identificador no existe');

/** An id in a path or query string: decimal digits only ('0x2', '2e0', ' 2' or '+2' are refused). */
export const idTextSchema = z
  .string({ message: 'El identificador debe ser un número' })
  .regex(/^\d{1,10}$/, 'El identificador debe ser un número entero positivo')
  .transform(Number)
  .pipe(
    z
      .number()
      .positive('El identificador debe ser un número positivo')
      .max(ID_MAX, 'El identificador no existe'),
  );

export const idParamSchema = z.object({ id: idTextSchema });

/** A whole number in a query string: decimal digits, optionally negative (the bounds then say why it is refused). */
export const wholeNumberText = (message: string) =>
  z
    .string({ message })
    .regex(/^-?\d{1,9}$/, message)
    .transform(Number);

// C0 controls, DEL and C1 controls: PostgreSQL refuses NUL in text and the rest has no place in a form field.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
// The same, but tabs and line breaks are allowed in multi-line text (descriptions, messages).
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// A surrogate half without its pair cannot be encoded as UTF-8 (invalid bytes decoded from a query string end here).
const LONE_SURROGATE = /\p{Surrogate}/u;

export const CONTROL_CHARACTERS_MESSAGE = 'El texto contiene caracteres no permitidos';

/** True when the text has no control character (tabs and line breaks allowed if multiline) and no broken character. */
export function isCleanText(value: string, multiline = false): boolean {
  return (
    !(multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(value) &&
    !LONE_SURROGATE.test(value)
  );
}

export type TextOptions = {
  /** Minimum length after trimming; below it (or not a string) the `message` is given. */
  min?: number;
  max: number;
  /** Message when the value is missing, not a string, or shorter than `min`. */
  message?: string;
  maxMessage?: string;
  /** Tabs and line breaks allowed (descriptions, messages). */
  multiline?: boolean;
};

/**
 * The one builder of text fields, in bodies and query strings alike: trimmed, bounded, and with no control
 * characters (a Spanish 400 instead of a database error).
 */
export const text = ({ min, max, message, maxMessage, multiline = false }: TextOptions) => {
  const base = z.string(message ? { message } : undefined).trim();
  const bounded = (min ? base.min(min, message) : base).max(max, maxMessage ?? `Máximo ${max} caracteres`);
  return bounded.refine((v) => isCleanText(v, multiline), CONTROL_CHARACTERS_MESSAGE);
};

/** Absent stays undefined (so a partial update leaves the field alone); null or '' mean "no value". */
const emptyToNull = <T>(v: T | null | undefined | ''): T | null | undefined =>
  v === undefined ? undefined : v ? v : null;

/** Optional text: null or '' are stored as null; absent is left as it is. */
export const optionalText = (
  max: number,
  maxMessage = `Máximo ${max} caracteres`,
  { multiline = false }: { multiline?: boolean } = {},
) => text({ max, maxMessage, multiline }).nullish().transform(emptyToNull);

/** An optional filter in a query string: absent or '' mean no filter. */
export const optionalFilterText = (max: number, maxMessage: string) =>
  text({ max, maxMessage })
    .optional()
    .transform((v) => v || undefined);

export const phoneSchema = (message: string) =>
  text({ min: 9, max: 20, message, maxMessage: 'El teléfono es demasiado largo' }).regex(
    /^[+\d\s().-]+$/,
    'El teléfono solo puede contener números, espacios y los signos + ( ) . -',
  );

export type OptionListMessages = { invalid: string; min: string; max: string };

/**
 * A choice of several values of one option list (a worker's services, a cleaner's service types): a list, a
 * JSON-encoded list or comma-separated text. At most as many entries as the list has options (so 100,000 copies
 * of one value are refused, not stored: the stored list feeds a directory index whose rows have a size limit);
 * each value at most once.
 */
export const optionListSchema = <V extends string>(
  values: readonly [V, ...V[]],
  messages: OptionListMessages,
) =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((v) => (Array.isArray(v) ? v : parseServiceList(v)))
    .pipe(
      z
        .array(z.enum(values, { message: messages.invalid }))
        .min(1, messages.min)
        .max(values.length, messages.max),
    )
    .transform((list) => [...new Set(list)]);

/** http(s) URL or empty; stored as null when empty. */
export { emptyToNull };

export const optionalUrlSchema = z
  .union([
    z.literal(''),
    z
      .url({ protocol: /^https?$/, message: 'Introduce una URL válida (http o https)' })
      .max(2000, 'La URL es demasiado larga')
      .refine((v) => isCleanText(v), CONTROL_CHARACTERS_MESSAGE),
  ])
  .nullish()
  .transform(emptyToNull);

/** The body of every error answer of the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  // An operator's session that has not given its TOTP code yet (403): the console asks for the code.
  totpRequired: z.literal(true).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * What a posted request or cleaning service starts with, as the API shows it: to its owner only, when an operator
 * hid it, why (the statement of reasons; nobody else gets a hidden item); its id; its author's user id; and the
 * author's name and phone, masked per viewer.
 */
export const postedItemFields = {
  hiddenReason: z.string().optional(),
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  phone: z.string(),
};

export const paginationQuery = {
  limit: wholeNumberText('El límite debe ser un número entero')
    .pipe(z.number().min(1, 'El límite mínimo es 1').max(100, 'El límite máximo es 100'))
    .default(50),
  offset: wholeNumberText('El desplazamiento debe ser un número entero')
    .pipe(
      z
        .number()
        .min(0, 'El desplazamiento no puede ser negativo')
        .max(10_000_000, 'El desplazamiento es demasiado grande'),
    )
    .default(0),
};

/** A person's name, as registration and the profile ask for it. */
export const personNameSchema = text({
  min: 3,
  max: 100,
  message: 'El nombre debe tener al menos 3 caracteres',
  maxMessage: 'El nombre no puede superar los 100 caracteres',
});
