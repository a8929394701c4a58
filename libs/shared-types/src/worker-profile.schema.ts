import { z } from './zod-es';
import { photoListSchema } from './photo.schema';
import { RENOVATION_TYPE_VALUES } from './options';
import {
  idSchema,
  idTextSchema,
  optionalFilterText,
  optionListSchema,
  optionalText,
  optionalUrlSchema,
  paginationQuery,
} from './common.schema';
import { citySchema, postalCodeSchema } from './project.schema';
import { ownerVerifiedField, trackRecordFields } from './review.schema';
import { isValidTaxId, normalizeTaxId } from './tax-id';

/**
 * The firm's NIF/CIF (a person's NIF or NIE, or a company's CIF), checked by its control character; required to
 * send quotes, optional otherwise ('' or null: none). Stored in its plain form (upper case, no separators).
 */
export const workerTaxIdSchema = z
  .string({ message: 'El NIF/CIF no es válido' })
  .max(20, 'El NIF/CIF no es válido')
  .refine((v) => v.trim() === '' || isValidTaxId(v), 'El NIF/CIF no es válido')
  .transform((v) => (v.trim() === '' ? null : normalizeTaxId(v)))
  .nullish()
  .transform((v) => (v === undefined ? undefined : (v ?? null)));

/** services arrive as a list, a JSON-encoded list or comma-separated text; stored as a JSON-encoded list. */
export const servicesInputSchema = optionListSchema(RENOVATION_TYPE_VALUES, {
  invalid: 'Servicio no válido',
  min: 'Selecciona al menos un servicio',
  max: `Selecciona como máximo ${RENOVATION_TYPE_VALUES.length} servicios`,
});

/** POST /api/workers. userId, when sent, must be the caller's own; companyName is saved on the user. */
export const createWorkerProfileSchema = z.object({
  companyName: optionalText(120, 'El nombre de la empresa no puede superar los 120 caracteres'),
  description: optionalText(2000, 'La descripción no puede superar los 2000 caracteres', { multiline: true }),
  services: servicesInputSchema,
  experience: z
    .number({ message: 'Los años de experiencia deben ser un número' })
    .int('Los años de experiencia deben ser un número entero')
    .min(0, 'Los años de experiencia no pueden ser negativos')
    .max(80, 'Los años de experiencia no pueden superar 80')
    .default(0),
  websiteUrl: optionalUrlSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
  isPublic: z.boolean().default(true),
  // Absent: unchanged on an edit.
  taxId: workerTaxIdSchema,
  userId: idSchema.optional(),
});
export type CreateWorkerProfileRequest = z.input<typeof createWorkerProfileSchema>;

/** PUT /api/workers/{id}: same fields without userId; isPublic left out keeps its current value. */
export const updateWorkerProfileSchema = createWorkerProfileSchema
  .omit({ userId: true })
  .extend({ isPublic: z.boolean().optional() });
export type UpdateWorkerProfileRequest = z.input<typeof updateWorkerProfileSchema>;

/**
 * GET /api/workers?q=&limit=&offset= : the public directory, newest first; each word of q must be found in
 * company, services (values and Spanish labels), city or postal code, in any order, ignoring case and accents;
 * the total goes in X-Total-Count.
 */
export const workerQuerySchema = z.object({
  q: optionalFilterText(100, 'La búsqueda no puede superar los 100 caracteres'),
  // "This user's profile, if any": 200 with an empty list when none (GET /api/users/{id}/profile answers 404).
  userId: idTextSchema.optional(),
  // 'rating': best rated first (average, then number of reviews; unrated last); 'recent' (default): newest first.
  sort: z.enum(['recent', 'rating'], { message: "El orden debe ser 'recent' o 'rating'" }).default('recent'),
  ...paginationQuery,
});
export type WorkerQuery = z.input<typeof workerQuerySchema>;
/** The directory's order: 'recent' (default) or 'rating' ('Mejor valorados'). */
export type WorkerSort = z.output<typeof workerQuerySchema>['sort'];

export const workerProfileSchema = z.object({
  // To its owner only, when an operator hid it: why (the statement of reasons). Nobody else gets a hidden item.
  hiddenReason: z.string().optional(),
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  // The owner's company name: one value with the user's (PUT /api/users/{id} and the profile form edit it).
  companyName: z.string().nullable(),
  description: z.string().nullable(),
  services: z.string(),
  experience: z.number().int(),
  // Where the owner's logo is served as an image (/api/users/{userId}/logo), or null when they have none.
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  isPublic: z.boolean().nullable(),
  // The NIF/CIF: for the profile's owner only (a self-employed person's NIF is their DNI); null for everyone else.
  // The owner of a request sees it on the quotes sent to them.
  taxId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  // The owner's display name and phone: phone masked unless the viewer is the owner.
  name: z.string(),
  phone: z.string().nullable(),
  // True when the phone above is whole and the viewer may dial it (the API decides; the browser never guesses).
  canCall: z.boolean(),
  // The owner's reviews: average to one decimal (null with none) and count.
  ...trackRecordFields,
  ...ownerVerifiedField,
  // Up to PHOTO_LIMITS.workerProfile photos of the professional's work.
  photos: photoListSchema,
});
export type WorkerProfile = z.infer<typeof workerProfileSchema>;
