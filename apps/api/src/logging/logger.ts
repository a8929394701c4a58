import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import pino, { type Logger } from 'pino';
import type { AppConfig } from '../config/env';

// Anything that could carry a secret is censored wherever it appears in a log object.
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.token',
  '*.cookie',
  'password',
  'token',
  'cookie',
];

/** One pino logger for the process: JSON lines, or readable lines when LOG_FORMAT=pretty (npm start). */
export function createLogger(config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_FORMAT'>): Logger {
  const options = {
    level: config.LOG_LEVEL,
    base: { service: 'api' },
    redact: { paths: REDACT, censor: '[oculto]' },
    ...(config.LOG_FORMAT === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            // A request is one line ("petición GET /api/projects 200 (3.2 ms)"), so `npm start`'s banner
            // (the URLs and demo accounts) stays in view.
            options: {
              translateTime: 'SYS:HH:MM:ss',
              ignore: 'pid,hostname,service,reqId,method,route,status,ms',
              messageFormat: '{msg}{if method} {method} {route} {status} ({ms} ms){end}',
            },
          },
        }
      : {}),
  };
  if (config.LOG_FORMAT === 'pretty') return pino(options);
  // JSON lines written asynchronously (lines pending while a write is under way go out together): a synchronous
  // write per request line cost the board about a quarter of its throughput under load (npm run bench:api).
  // pino flushes what is pending when the process exits.
  return pino(options, pino.destination({ dest: 1, sync: false }));
}

// A request id sent by a proxy or a client is kept when it is a short, safe token; otherwise a new UUID.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

const NEST_STARTUP = new Set([
  'NestFactory',
  'NestApplication',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
]);

/** Nest's own messages (start-up, errors) go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    // Nest's start-up chatter (a line per module and per route, about a hundred) is debug, not info.
    if (context && NEST_STARTUP.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
  }
  error(message: unknown, stack?: string, context?: string): void {
    this.logger.error({ context, stack }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
  fatal(message: unknown, context?: string): void {
    this.logger.fatal({ context }, String(message));
  }
}
