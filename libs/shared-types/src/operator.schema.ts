import { z } from './zod-es';

// Operators and TOTP (docs/decisions.md, "Operators and TOTP"): an operator signs in with their password, then
// proves this session with the 6-digit code of their authenticator app before any console call.

/** POST /api/admin/totp: the code the authenticator app shows now. */
export const totpCodeSchema = z.object({
  code: z
    .string({ message: 'Escribe el código de 6 cifras de tu app de autenticación' })
    .regex(/^\d{6}$/, 'El código son las 6 cifras que muestra tu app de autenticación'),
});
export type TotpCode = z.infer<typeof totpCodeSchema>;

/**
 * Where the operator's session stands: not enrolled yet (the pending secret and its otpauth:// address, to add to
 * an app: shown only until the first code confirms it), or enrolled, and whether this session has given its code.
 */
export const totpStatusSchema = z.object({
  enrolled: z.boolean(),
  verified: z.boolean(),
  secret: z.string().optional().describe('Solo antes de confirmar el alta: la clave en base32'),
  otpauthUrl: z
    .string()
    .optional()
    .describe('Solo antes de confirmar el alta: otpauth://totp/… para un código QR'),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;
