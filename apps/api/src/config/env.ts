import { z } from 'zod';
import { SITEMAP_MAX_URLS } from '../seo/sitemap-xml';
import { DELETED_ACCOUNT_RECORDS_KEPT_DAYS } from '@reformas/shared-types';

// A write limit per account; empty means the default, 0 turns it off.
const writeLimit = (perWindow: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).default(perWindow));

// Read once at start; the process stops with the list of what is wrong.
const envSchema = z.object({
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  API_HOST: z.string().default('0.0.0.0'),
  // Empty means unset: the embedded database.
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('.data')),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // Attempts per 15 minutes per client address on login/register; 0 turns every auth limit off (load tests).
  AUTH_RATE_LIMIT: z.coerce.number().int().min(0).default(100),
  // Failed logins per 15 minutes per account.
  AUTH_ACCOUNT_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  // New requests a professional may reveal (POST /api/projects/{id}/contact) per rolling 24 hours, counted in the
  // database for every process; 0 turns the limit off (load tests). The client's cap per request still applies.
  CONTACT_DAILY_LIMIT: z.coerce.number().int().min(0).default(30),
  // Reports (POST /api/reports) a person may send per rolling 24 hours, counted in the database; 0 turns it off.
  REPORTS_DAILY_LIMIT: z.coerce.number().int().min(0).default(20),
  // What a deleted account leaves blocked (its reports, a suspension) is removed this many days after the deletion
  // (docs/privacy.md; DELETED_ACCOUNT_RECORDS_KEPT_DAYS), checked every RETENTION_PURGE_MS by every process.
  RECORDS_KEPT_DAYS: z.coerce.number().int().min(0).max(3650).default(DELETED_ACCOUNT_RECORDS_KEPT_DAYS),
  RETENTION_PURGE_MS: z.coerce.number().int().min(100).max(86_400_000).default(3_600_000),
  // Writes per account, counted in the database so every API process sees the same count (docs/decisions.md).
  LIMIT_NEW_CONVERSATIONS_PER_DAY: writeLimit(30),
  LIMIT_MESSAGES_PER_MINUTE: writeLimit(30),
  LIMIT_REQUESTS_PER_DAY: writeLimit(10),
  LIMIT_PROFILE_WRITES_PER_MINUTE: writeLimit(20),
  // Review writes: reviews created, edited or deleted, and replies, per account per minute.
  LIMIT_REVIEW_WRITES_PER_MINUTE: writeLimit(10),
  // Photo uploads: each is decoded and re-encoded, per account per hour.
  LIMIT_PHOTO_UPLOADS_PER_HOUR: writeLimit(60),
  // The shell's reports of remotes that failed to load or render (POST /api/client-errors): anonymous, so counted
  // per client address (as TRUST_PROXY gives it) per 10 minutes.
  LIMIT_CLIENT_ERRORS_PER_10_MIN: writeLimit(30),
  // The operators' token for GET /api/client-errors/summary (Authorization: Bearer …); unset, that route is a 404.
  // Printable ASCII without spaces, at least 16 characters.
  OPS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .min(16, 'OPS_TOKEN must have at least 16 characters')
      .regex(/^[\x21-\x7E]+$/, 'OPS_TOKEN must be printable ASCII without spaces')
      .optional(),
  ),
  // Behind a proxy or load balancer: trust X-Forwarded-* (client address, HTTPS for Secure cookies).
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // Graceful stop (health/graceful-shutdown.ts). On SIGTERM readiness turns 503 at once; the process keeps
  // accepting connections for SHUTDOWN_DELAY_MS (a cluster's endpoints take a few seconds to drop it), then stops
  // listening, finishes what is in flight and exits when its last connection closes, or after SHUTDOWN_DRAIN_MS
  // at most. A kept-alive connection is closed by us only once idle for SHUTDOWN_IDLE_MS, longer than the edge's
  // upstream keepalive_timeout (deploy/nginx): the proxy drops it first, so it never sends a request on a
  // connection we are closing.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  SHUTDOWN_IDLE_MS: z.coerce.number().int().min(0).max(120_000).default(3_000),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // How long an API process may answer who a session belongs to without asking PostgreSQL (auth/session-cache.ts);
  // 0 never. Only on a PostgreSQL server, and only while the process hears the session_changes notices.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // 'json' (one JSON line per event, for log collectors) or 'pretty' (readable, npm start).
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  // Slow clients: time a connection has to send its headers, and its whole request (body included).
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  // Media store: where uploaded images (logos) live. 'fs': a folder, MEDIA_DIR (default
  // DATA_DIR/media); 's3': a bucket of any S3-compatible object storage (AWS S3, MinIO, R2...).
  MEDIA_STORE: z.enum(['fs', 's3']).default('fs'),
  MEDIA_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  S3_BUCKET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_REGION: z.preprocess((v) => (v === '' ? undefined : v), z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  // MinIO, s3rver and most self-hosted stores need bucket-in-path addresses.
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // E-mail (docs/decisions.md, "E-mail"): sent through this SMTP server (smtp://user:pass@host:port, smtps://…);
  // unset, e-mails wait in the outbox and nothing is sent. `npm start` points it at its local mail catcher.
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  MAIL_FROM: z.string().min(3).default('ReformasYa <no-responder@reformasya.es>'),
  // The site's address as people open it: the links in e-mails, the addresses in the sitemaps and robots.txt.
  PUBLIC_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().default('http://localhost:4200')),
  // Addresses per sitemap file (docs/decisions.md, "Sitemap and robots"): the protocol's 50,000, less in tests.
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(SITEMAP_MAX_URLS).default(SITEMAP_MAX_URLS),
  // Who sends, as every e-mail's foot names them (the same variables as the shell's legal pages).
  LEGAL_NAME: z.string().min(1).default('ReformasYa, S.L.'),
  LEGAL_ADDRESS: z.string().min(1).default('Calle Mayor 1, 28013 Madrid'),
  // How long a password-reset link works (OWASP: short; 30 minutes).
  PASSWORD_RESET_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(1800),
  // How often each API process looks for e-mails due, and how many it takes at once.
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  MAIL_BATCH: z.coerce.number().int().min(1).max(500).default(20),
  // How long a sender holds the e-mails it took: past it (the process died), another takes them again.
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  // The first wait before sending again after a temporary failure; each next one doubles (at most an hour).
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // At most this many e-mails to one address in 24 hours; beyond, they are given up and recorded.
  MAIL_DAILY_CAP: z.coerce.number().int().min(1).default(20),
  // Optional DKIM signing of every e-mail (the private key in PEM).
  DKIM_DOMAIN: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  DKIM_SELECTOR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  DKIM_PRIVATE_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  // Notification e-mails (docs/decisions.md, "Notification e-mails"): a message unread while its receiver has had
  // no chat open this many seconds is told by e-mail (once per conversation until read).
  NOTIFY_UNREAD_AFTER: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(600),
  // How often each API process looks for notices to decide (unread messages, request alerts, digests).
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
  // The daily digest of new requests: at this hour of Madrid (HH:MM).
  NOTIFY_DIGEST_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'NOTIFY_DIGEST_AT must be HH:MM')
    .default('08:00'),
});

// S3 needs a bucket; keys come from the SDK's usual chain (environment, profile, instance role) when unset.
const checkedEnvSchema = envSchema.refine((env) => env.MEDIA_STORE !== 's3' || env.S3_BUCKET, {
  path: ['S3_BUCKET'],
  message: 'S3_BUCKET is required when MEDIA_STORE=s3',
});

export type AppConfig = z.output<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid configuration:\n${lines.join('\n')}`);
    process.exit(1);
  }
  return parsed.data;
}
