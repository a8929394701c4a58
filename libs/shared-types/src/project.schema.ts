import { z } from './zod-es';
import { PROJECT_STATUSES } from './quote.schema';
import { photoListSchema } from './photo.schema';
import { ownerVerifiedField } from './review.schema';
import { ALL_OPTION, CLOSE_REASON_VALUES, RENOVATION_TYPE_VALUES, TIMELINE_VALUES } from './options';
import {
  optionalFilterText,
  optionalText,
  paginationQuery,
  phoneSchema,
  postedItemFields,
  text,
} from './common.schema';

export const renovationTypeSchema = z.enum(RENOVATION_TYPE_VALUES, {
  message: 'Selecciona un tipo de reforma',
});
export const timelineSchema = z.enum(TIMELINE_VALUES, { message: 'Selecciona cuándo quieres empezar' });
export const postalCodeSchema = z
  .string({ message: 'El código postal debe tener 5 dígitos' })
  .trim()
  .regex(/^\d{5}$/, 'El código postal debe tener 5 dígitos');
export const citySchema = text({
  min: 2,
  max: 100,
  message: 'La ciudad es requerida',
  maxMessage: 'La ciudad no puede superar los 100 caracteres',
});

/** How many professionals may reveal a request's phone, at most, unless the client chooses (docs/product.md §10). */
export const DEFAULT_MAX_CONTACTS = 5;
export const MAX_CONTACTS_LIMIT = 20;
const MAX_CONTACTS_MESSAGE = `Elige entre 1 y ${MAX_CONTACTS_LIMIT} profesionales`;
/**
 * The client's cap on reveals of their phone: a whole number from 1 to 20. Left out (or null): the default on a new
 * request, and unchanged on an edit.
 */
export const maxContactsSchema = z
  .number({ message: MAX_CONTACTS_MESSAGE })
  .int(MAX_CONTACTS_MESSAGE)
  .min(1, MAX_CONTACTS_MESSAGE)
  .max(MAX_CONTACTS_LIMIT, MAX_CONTACTS_MESSAGE)
  .nullish()
  .transform((v) => v ?? undefined);

// The calculator's estimate of a request: euros, whole, as the calculator rounds them (docs/product.md §8).
const ESTIMATE_MAX_EUROS = 10_000_000;
const ESTIMATE_MAX_ITEMS = 20;
const ESTIMATE_MESSAGE = 'El presupuesto estimado no es válido';
const euros = z
  .number({ message: ESTIMATE_MESSAGE })
  .int(ESTIMATE_MESSAGE)
  .min(0, ESTIMATE_MESSAGE)
  .max(ESTIMATE_MAX_EUROS, ESTIMATE_MESSAGE);

/**
 * The estimate a request brings from the calculator: its total and its lines, kept apart from the description (it
 * is the client's budget, not the work): the author always sees it, a professional only when `shared`. The total
 * is the sum of the lines, as the calculator makes it.
 */
export const projectEstimateSchema = z
  .object({
    total: euros,
    items: z
      .array(
        z.object({
          label: text({ min: 1, max: 100, message: ESTIMATE_MESSAGE, maxMessage: ESTIMATE_MESSAGE }),
          amount: euros,
        }),
        { message: ESTIMATE_MESSAGE },
      )
      .min(1, ESTIMATE_MESSAGE)
      .max(ESTIMATE_MAX_ITEMS, ESTIMATE_MESSAGE),
    shared: z.boolean({ message: ESTIMATE_MESSAGE }),
  })
  .refine((e) => e.items.reduce((sum, item) => sum + item.amount, 0) === e.total, {
    message: 'El total del presupuesto estimado no coincide con la suma de sus partidas',
    path: ['total'],
  });
export type ProjectEstimate = z.infer<typeof projectEstimateSchema>;

/**
 * POST /api/projects and PATCH /api/projects/{id} (an edit sends the whole form again). Name, e-mail and description
 * are optional; without a name the server uses the author's.
 */
export const createProjectSchema = z.object({
  name: optionalText(100, 'El nombre no puede superar los 100 caracteres'),
  phone: phoneSchema('El teléfono debe tener al menos 9 números'),
  email: z
    .union([z.literal(''), z.email('Email inválido').max(254, 'Email inválido')])
    .nullish()
    .transform((v) => v || null),
  renovationType: renovationTypeSchema,
  timeline: timelineSchema,
  postalCode: postalCodeSchema,
  city: citySchema,
  description: optionalText(2000, 'La descripción no puede superar los 2000 caracteres', { multiline: true }),
  maxContacts: maxContactsSchema,
  // From the calculator, or none; an edit without it removes it.
  estimate: projectEstimateSchema.nullish().transform((v) => v ?? null),
});
export type CreateProjectRequest = z.input<typeof createProjectSchema>;

/** The /create-post form: the request plus the terms checkbox (removed before sending). */
export const createProjectFormSchema = createProjectSchema.extend({
  termsAccepted: z.literal(true, { message: 'Debes aceptar los términos y condiciones' }),
});
export type CreateProjectForm = z.input<typeof createProjectFormSchema>;

/** POST /api/projects/{id}/close: why the client closes the request. */
export const closeProjectSchema = z.object({
  reason: z.enum(CLOSE_REASON_VALUES, { message: 'Elige por qué cierras la solicitud' }),
});
export type CloseProjectRequest = z.input<typeof closeProjectSchema>;

/** GET /api/projects query: server-side filters and paging; the total goes in X-Total-Count. */
export const projectQuerySchema = z.object({
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{0,5}$/, 'El código postal solo puede contener hasta 5 dígitos')
    .optional()
    .transform((v) => v || undefined),
  renovationType: z
    .union([z.literal(''), z.literal(ALL_OPTION), renovationTypeSchema])
    .optional()
    .transform((v) => (v && v !== ALL_OPTION ? v : undefined)),
  timeline: z
    .union([z.literal(''), z.literal(ALL_OPTION), timelineSchema])
    .optional()
    .transform((v) => (v && v !== ALL_OPTION ? v : undefined)),
  city: optionalFilterText(100, 'La ciudad no puede superar los 100 caracteres'),
  ...paginationQuery,
});
export type ProjectQuery = z.input<typeof projectQuerySchema>;
/** The board's filters as the front ends send them: the query without its paging. */
export type ProjectFilters = Omit<ProjectQuery, 'limit' | 'offset'>;

/** A renovation request as the API shows it; phone, name and e-mail masked per viewer. */
export const projectSchema = z.object({
  ...postedItemFields,
  email: z.string().nullable(),
  renovationType: z.string(),
  timeline: z.string(),
  postalCode: z.string(),
  city: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  // 'open' on the board; 'hired' once its owner accepted a quote and 'completed' once they mark the work done
  // (both off the board); 'closed' once its author closed it. All stay in the author's list.
  status: z.enum(PROJECT_STATUSES),
  // How many quotes it has received (not withdrawn): for its owner only; null for everyone else.
  quoteCount: z.number().int().nullable(),
  closeReason: z.enum(CLOSE_REASON_VALUES).nullable(),
  closedAt: z.string().nullable(),
  // True when the phone above is whole and the viewer may dial it (the API decides; the browser never guesses).
  canCall: z.boolean(),
  // The client's cap: at most this many professionals may reveal the phone (POST /api/projects/{id}/contact).
  maxContacts: z.number().int(),
  // True for a professional who already revealed this request: the phone and e-mail above are whole.
  revealed: z.boolean(),
  // True when this viewer may ask for the phone (a signed-in professional, not the author, not yet revealed).
  canReveal: z.boolean(),
  ...ownerVerifiedField,
  // Up to PHOTO_LIMITS.project photos of what needs doing, in the order they were added.
  photos: photoListSchema,
  // The calculator's estimate: for its author, and for a signed-in professional when the author shares it; else null.
  estimate: projectEstimateSchema.nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/** POST /api/projects/{id}/contact: the client's contact, revealed to a professional. */
export const revealedContactSchema = z.object({
  projectId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
});
export type RevealedContact = z.infer<typeof revealedContactSchema>;

/** GET /api/projects/{id}/contacts: who revealed the request's phone, newest first (its author only). */
export const projectContactSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  // The professional's public worker profile (/worker-profiles/{id}), when they have one.
  profileId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ProjectContact = z.infer<typeof projectContactSchema>;
