import { z } from './zod-es';
import { wholeNumberText } from './common.schema';

// Reports from the shell when a remote fails to load or its page throws (docs/decisions.md, "Client error
// reports"), counted per remote release so a broken release or canary shows before it is promoted. Only these
// five fields: no message, stack, URL with query, user agent, address or user, so nothing personal is stored.

/**
 * A remote's federation name (mfe_cleaning). A pattern, not a list: the remotes are declared once
 * (apps/shell/public/remotes.json), and a new remote's reports count with no change here; a made-up name only
 * counts against itself, within the per-address limit.
 */
export const REMOTE_NAME = /^mfe_[a-z][a-z0-9_]{0,39}$/;

/** `load`: the remote's manifest, entry or module did not load; `render`: its page threw (the error boundary). */
export const CLIENT_ERROR_KINDS = ['load', 'render'] as const;

/** The summary's window: 60 minutes unless asked, at most a day. */
export const CLIENT_ERROR_SUMMARY_DEFAULT_MINUTES = 60;
export const CLIENT_ERROR_SUMMARY_MAX_MINUTES = 1440;

const REMOTE_MESSAGE =
  'El remote debe ser el nombre de un remote: mfe_ seguido de 1 a 40 minúsculas, dígitos o guiones bajos (p. ej. mfe_cleaning)';
const RELEASE_MESSAGE =
  'La versión (release) debe tener de 1 a 80 caracteres en minúsculas, dígitos, punto, guion o guion bajo, y empezar por una minúscula o un dígito';
const ROUTE_CHARACTERS_MESSAGE =
  'La ruta solo puede contener letras sin tilde, dígitos y los signos / _ : . - (el patrón de la ruta, sin parámetros de consulta)';
const ERROR_CLASS_MESSAGE =
  'La clase del error (errorClass) debe ser solo su nombre, de 1 a 60 caracteres: letras sin tilde, dígitos y guion bajo, empezando por una letra';

const remoteSchema = z.string({ message: REMOTE_MESSAGE }).regex(REMOTE_NAME, { message: REMOTE_MESSAGE });

/** POST /api/client-errors: one failure of one remote, from the shell. Unknown fields are refused. */
export const clientErrorSchema = z.strictObject(
  {
    remote: remoteSchema,
    // The remote's release id ('dev' when the shell runs without releases).
    release: z.string({ message: RELEASE_MESSAGE }).regex(/^[a-z0-9][a-z0-9._-]{0,79}$/, RELEASE_MESSAGE),
    // The route's pattern ('/cleaning/:id'), never the address visited.
    route: z
      .string({ message: 'La ruta debe ser un texto que empiece por /' })
      .max(200, 'La ruta no puede superar los 200 caracteres')
      .startsWith('/', 'La ruta debe empezar por /')
      .regex(/^[A-Za-z0-9/_:.-]*$/, ROUTE_CHARACTERS_MESSAGE),
    kind: z.enum(CLIENT_ERROR_KINDS, { message: 'El tipo (kind) debe ser load o render' }),
    // The error's class name ('ChunkLoadError', 'TypeError'), never its message.
    errorClass: z
      .string({ message: ERROR_CLASS_MESSAGE })
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,59}$/, ERROR_CLASS_MESSAGE),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Campos no admitidos: ${issue.keys.join(', ')} (solo remote, release, route, kind y errorClass)`
        : 'El cuerpo debe ser un objeto JSON con remote, release, route, kind y errorClass',
  },
);
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;

/** GET /api/client-errors/summary: one remote, over the last `minutes`. */
export const clientErrorSummaryQuerySchema = z.object({
  remote: remoteSchema,
  minutes: wholeNumberText('Los minutos deben ser un número entero')
    .pipe(
      z
        .number()
        .min(1, 'El mínimo es 1 minuto')
        .max(
          CLIENT_ERROR_SUMMARY_MAX_MINUTES,
          `El máximo es ${CLIENT_ERROR_SUMMARY_MAX_MINUTES} minutos (24 horas)`,
        ),
    )
    .default(CLIENT_ERROR_SUMMARY_DEFAULT_MINUTES),
});
export type ClientErrorSummaryQuery = z.input<typeof clientErrorSummaryQuerySchema>;

/** The reports of one remote since `since` (ISO 8601), per release, most reported first. */
export const clientErrorSummarySchema = z.object({
  remote: z.string().regex(REMOTE_NAME),
  since: z.string(),
  releases: z.array(
    z.object({
      release: z.string(),
      load: z.number().int(),
      render: z.number().int(),
      total: z.number().int(),
      // Distinct senders (their addresses' daily buckets): what the release tool shows, since one address can
      // send many reports but counts once here.
      reporters: z.number().int(),
    }),
  ),
});
export type ClientErrorSummary = z.infer<typeof clientErrorSummarySchema>;
