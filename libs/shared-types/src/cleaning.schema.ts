import { z } from './zod-es';
import { photoListSchema } from './photo.schema';
import { AVAILABILITY_VALUES, CLEANING_SERVICE_TYPE_VALUES } from './options';
import {
  idSchema,
  idTextSchema,
  optionalFilterText,
  optionListSchema,
  optionalText,
  optionalUrlSchema,
  paginationQuery,
  phoneSchema,
  postedItemFields,
  text,
} from './common.schema';
import { ownerVerifiedField, trackRecordFields } from './review.schema';

export const CLEANING_EXPERIENCE_MIN = 1;
export const CLEANING_EXPERIENCE_MAX = 20;

/** One value, a list, or a serialised list; stored as a JSON-encoded list. */
export const cleaningServiceTypeInputSchema = optionListSchema(CLEANING_SERVICE_TYPE_VALUES, {
  invalid: 'Tipo de servicio no válido',
  min: 'Selecciona al menos un tipo de servicio',
  max: `Selecciona como máximo ${CLEANING_SERVICE_TYPE_VALUES.length} tipos de servicio`,
});

/** POST /api/cleaning (docs/product.md, "Validation"). userId, when sent, must be the caller's own. */
export const createCleaningServiceSchema = z.object({
  name: text({
    min: 2,
    max: 100,
    message: 'El nombre debe tener al menos 2 caracteres',
    maxMessage: 'El nombre no puede superar los 100 caracteres',
  }),
  phone: phoneSchema('El teléfono debe tener al menos 9 caracteres'),
  city: text({
    min: 2,
    max: 100,
    message: 'La ciudad es requerida',
    maxMessage: 'La ciudad no puede superar los 100 caracteres',
  }),
  // A JSON number: the form converts the chosen option before validating.
  experience: z
    .number({ message: 'Selecciona los años de experiencia' })
    .int('Selecciona los años de experiencia')
    .min(CLEANING_EXPERIENCE_MIN, 'Selecciona los años de experiencia')
    .max(CLEANING_EXPERIENCE_MAX, 'Selecciona los años de experiencia'),
  photoUrl: optionalUrlSchema,
  availability: z.enum(AVAILABILITY_VALUES, { message: 'Selecciona tu disponibilidad' }),
  description: optionalText(2000, 'La descripción no puede superar los 2000 caracteres', { multiline: true }),
  hasReferences: z.boolean().default(false),
  serviceType: cleaningServiceTypeInputSchema,
  allowDirectContact: z.boolean().default(true),
  userId: idSchema.optional(),
});
export type CreateCleaningServiceRequest = z.input<typeof createCleaningServiceSchema>;

/** POST /api/cleaning/{id}/paused: its owner takes the service out of the directory for a while, or back. */
export const pauseCleaningServiceSchema = z.object({
  paused: z.boolean({ message: 'Indica si el servicio queda en pausa (true) o publicado (false)' }),
});
export type PauseCleaningServiceRequest = z.input<typeof pauseCleaningServiceSchema>;

/** GET /api/cleaning query; serviceType 'todos' or '' means all; paged like the board (total in X-Total-Count). */
export const cleaningQuerySchema = z.object({
  city: optionalFilterText(100, 'La ciudad no puede superar los 100 caracteres'),
  serviceType: z
    .union([z.literal(''), z.literal('todos'), z.literal('all'), z.enum(CLEANING_SERVICE_TYPE_VALUES)], {
      message: 'Tipo de servicio no válido',
    })
    .optional()
    .transform((v) => (v && v !== 'todos' && v !== 'all' ? v : undefined)),
  // "This user's service, if any": 200 with an empty list when none (GET /api/users/{id}/cleaning answers 404).
  userId: idTextSchema.optional(),
  ...paginationQuery,
});
export type CleaningQuery = z.input<typeof cleaningQuerySchema>;
/** The directory's filters as the front end sends them: the query without its paging. */
export type CleaningFilters = Omit<CleaningQuery, 'limit' | 'offset'>;

/** A cleaning service as the API shows it; phone masked (last 4 digits) and name masked unless the viewer owns it. */
export const cleaningServiceSchema = z.object({
  ...postedItemFields,
  city: z.string(),
  experience: z.number().int(),
  photoUrl: z.string().nullable(),
  availability: z.string(),
  description: z.string().nullable(),
  hasReferences: z.boolean(),
  serviceType: z.string(),
  allowDirectContact: z.boolean(),
  createdAt: z.string(),
  // The owner's reviews: average to one decimal (null with none) and count.
  ...trackRecordFields,
  ...ownerVerifiedField,
  // Up to PHOTO_LIMITS.cleaningService uploaded photos; photoUrl above stays the spec's optional link.
  photos: photoListSchema,
  // Paused by its owner: out of the directory, and its page answers 404 to anyone else, until resumed.
  paused: z.boolean(),
});
export type CleaningService = z.infer<typeof cleaningServiceSchema>;
