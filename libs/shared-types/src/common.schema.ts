import { z } from './zod-es';

/** A positive whole id taken from a path or query string. */
export const idSchema = z.coerce
  .number({ message: 'El identificador debe ser un número' })
  .int('El identificador debe ser un número entero')
  .positive('El identificador debe ser un número positivo')
  // ids are PostgreSQL integers
  .max(2147483647, 'El identificador no existe');

export const idParamSchema = z.object({ id: idSchema });

/** Absent stays undefined (so a partial update leaves the field alone); null or '' mean "no value". */
const emptyToNull = <T>(v: T | null | undefined | ''): T | null | undefined =>
  v === undefined ? undefined : v ? v : null;

/** Optional text: null or '' are stored as null; absent is left as it is. */
export const optionalText = (max: number, message = `Máximo ${max} caracteres`) =>
  z.string().trim().max(max, message).nullish().transform(emptyToNull);

export const phoneSchema = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(9, message)
    .max(20, 'El teléfono es demasiado largo')
    .regex(/^[+\d\s().-]+$/, 'El teléfono solo puede contener números, espacios y los signos + ( ) . -');

/** http(s) URL or empty; stored as null when empty. */
export { emptyToNull };

export const optionalUrlSchema = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Introduce una URL válida (http o https)' })])
  .nullish()
  .transform(emptyToNull);

/** The body of every error answer of the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const paginationQuery = {
  limit: z.coerce
    .number()
    .int('El límite debe ser un número entero')
    .min(1, 'El límite mínimo es 1')
    .max(100, 'El límite máximo es 100')
    .default(50),
  offset: z.coerce
    .number()
    .int('El desplazamiento debe ser un número entero')
    .min(0, 'El desplazamiento no puede ser negativo')
    .default(0),
};
