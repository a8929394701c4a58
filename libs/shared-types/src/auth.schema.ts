import { z } from './zod-es';
import { USER_TYPES } from './options';
import { personNameSchema, phoneSchema, text } from './common.schema';

export const passwordSchema = z
  .string({ message: 'La contraseña debe tener al menos 6 caracteres' })
  .min(6, 'La contraseña debe tener al menos 6 caracteres')
  .max(200, 'La contraseña es demasiado larga');

export const emailSchema = z
  .string({ message: 'Email inválido' })
  .trim()
  .pipe(z.email('Email inválido').max(254, 'Email inválido'));

export const userTypeSchema = z.enum(USER_TYPES, { message: 'Por favor selecciona un tipo de usuario' });

/** The login form (docs/product.md, "Validation"): e-mail and password. */
export const loginFormSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** POST /api/login: `username` is the e-mail or the username. */
export const loginRequestSchema = z.object({
  username: text({
    min: 1,
    max: 254,
    message: 'Introduce tu correo electrónico o nombre de usuario',
    maxMessage: 'Introduce tu correo electrónico o nombre de usuario',
  }),
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/register. The server derives the username from the e-mail; a sent one is ignored. */
export const registerRequestSchema = z.object({
  username: text({ max: 254 }).optional(),
  password: passwordSchema,
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema('El teléfono debe tener al menos 9 números'),
  userType: userTypeSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
/** The registration form's fields: the request without the user type (chosen on /auth) and the username. */
export type RegisterForm = Omit<RegisterRequest, 'username' | 'userType'>;

/** What the API says about the signed-in user (login, register, GET /api/user). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  userType: z.enum(USER_TYPES),
  phone: z.string().nullable(),
  /** Whether the owner confirmed the e-mail address (the link sent at registration). */
  emailVerified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/email/verify: the confirmation link's token. */
export const verifyEmailRequestSchema = z.object({
  token: text({ min: 1, max: 200, message: 'El enlace no es válido o ha caducado.' }),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

/** GET /api/session: who is signed in, or null. Always 200, so a visitor's page logs no 401 (docs/product.md, "Access"). */
export const sessionStateSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionState = z.infer<typeof sessionStateSchema>;

/** POST /api/password/forgot: the address to send a reset link to (the answer is the same whether it has an account). */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** POST /api/password/reset: the link's token and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: text({ min: 1, max: 200, message: 'El enlace no es válido o ha caducado.' }),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** A form that asks for the new password twice: `repeat` must be `password`. */
export const repeatedPassword = <S extends z.ZodType<{ password: string; repeat: string }>>(form: S) =>
  form.refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: 'Las contraseñas no coinciden',
  });

/** The reset form (/restablecer-contrasena): the new password twice; the token comes from the link. */
export const resetPasswordFormSchema = repeatedPassword(
  z.object({ password: passwordSchema, repeat: z.string() }),
);
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** The answer of POST /api/password/forgot, whatever the address. */
export const forgotPasswordAnswerSchema = z.object({ message: z.string() });
