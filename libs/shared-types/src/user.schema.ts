import { z } from './zod-es';
import { USER_TYPES } from './options';
import { optionalText, optionalUrlSchema, personNameSchema, phoneSchema } from './common.schema';

// The logo as the user picks it (PUT /api/users/{id}/logo): the API stores it re-encoded.
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** PUT /api/users/{id}. */
export const updateUserSchema = z.object({
  // The account's own: every user edits them on /profile/edit (left out: unchanged).
  name: personNameSchema.optional(),
  phone: phoneSchema('El teléfono debe tener al menos 9 números').optional(),
  companyName: optionalText(120),
  description: optionalText(2000, 'Máximo 2000 caracteres', { multiline: true }),
  websiteUrl: optionalUrlSchema,
});
export type UpdateUserRequest = z.input<typeof updateUserSchema>;
/** The profile form's fields (the logo has its own file picker and route, PUT /api/users/{id}/logo). */
export type ProfileEditForm = UpdateUserRequest;

/**
 * A user as the API shows it to this viewer (docs/privacy.md): everything for the owner; e-mail and the whole
 * phone only for the owner and people they answered (both wrote in their conversation, or the viewer revealed a
 * request of theirs); anonymous visitors see a public professional as the directory does and anyone else only as
 * a masked name and a user type.
 */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  companyName: z.string().nullable(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  createdAt: z.string().nullable(),
  // True when the phone above is whole and meant to be dialled (the owner, or someone who answered the viewer).
  canCall: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * GET /api/users/{id}/contacts: the people one has exchanged messages with; each one's e-mail only once they
 * answered (both wrote, or the caller revealed a request of theirs).
 */
export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  hasWorkerProfile: z.boolean(),
  hasCleaningService: z.boolean(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type Contact = z.infer<typeof contactSchema>;
