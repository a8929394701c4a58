import { z } from './zod-es';
import { emailSchema, passwordSchema, repeatedPassword } from './auth.schema';

/** The account's current password, asked before it changes the password or the address (checked by the API). */
export const currentPasswordSchema = z
  .string({ message: 'Introduce tu contraseña actual' })
  .min(1, 'Introduce tu contraseña actual')
  .max(200, 'La contraseña es demasiado larga');

/** PUT /api/account/password: the current password and the new one. */
export const changePasswordRequestSchema = z.object({
  currentPassword: currentPasswordSchema,
  password: passwordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The form of 'Cambiar contraseña' (/profile/cuenta): the request and the new password repeated. */
export const changePasswordFormSchema = repeatedPassword(
  changePasswordRequestSchema.extend({ repeat: z.string() }),
);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** PUT /api/account/email: the current password and the new address (it counts once its link is opened). */
export const changeEmailRequestSchema = z.object({ password: currentPasswordSchema, email: emailSchema });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** A session's id in GET /api/account/sessions and DELETE /api/account/sessions/{id}. */
export const accountSessionIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Sesión no encontrada');

/** GET /api/account/sessions: one open session of the account (the one asking is `current`). */
export const accountSessionSchema = z.object({
  id: accountSessionIdSchema,
  /** 'Chrome en Windows', from the browser's User-Agent when it signed in. */
  device: z.string(),
  createdAt: z.string(),
  /** The last request, to 5 minutes. */
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
