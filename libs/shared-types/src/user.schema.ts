import { z } from './zod-es';
import { USER_TYPES } from './options';
import { emptyToNull, optionalText, optionalUrlSchema } from './common.schema';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

const DATA_URL_HEAD = /^data:image\/(?:png|jpeg|gif);base64,/;

/**
 * 'data:image/png;base64,<payload>' with a well-formed base64 payload. Checked with a loop, not one regex over
 * the whole value: V8's regex engine overflowed its stack on multi-megabyte payloads (seen in the tests).
 */
export function isImageDataUrl(value: string): boolean {
  const head = DATA_URL_HEAD.exec(value.slice(0, 32));
  if (!head) return false;
  const payload = value.slice(head[0].length);
  if (payload.length === 0) return false;
  let padding = 0;
  for (let i = 0; i < payload.length; i++) {
    const c = payload.charCodeAt(i);
    const base64Char =
      (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
    if (c === 61) {
      padding += 1;
      if (padding > 2) return false;
    } else if (!base64Char || padding > 0) {
      return false;
    }
  }
  return padding < payload.length;
}

/** Bytes a base64 payload decodes to. */
export function base64DecodedBytes(b64: string): number {
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

export const logoDataUrlSchema = z
  .union([
    z.literal(''),
    z
      .string()
      .refine(isImageDataUrl, 'El logo debe ser una imagen PNG, JPG o GIF')
      .refine(
        (v) => base64DecodedBytes(v.slice(v.indexOf(',') + 1)) <= LOGO_MAX_BYTES,
        'El logo no puede superar los 5 MB',
      ),
  ])
  .nullish()
  .transform(emptyToNull);

/** PUT /api/users/{id}. */
export const updateUserSchema = z.object({
  companyName: optionalText(120),
  description: optionalText(2000, 'Máximo 2000 caracteres', { multiline: true }),
  websiteUrl: optionalUrlSchema,
  logoUrl: logoDataUrlSchema,
});
export type UpdateUserRequest = z.input<typeof updateUserSchema>;
/** The profile form's fields: the request without the logo, which has its own file picker. */
export type ProfileEditForm = Omit<UpdateUserRequest, 'logoUrl'>;

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
