import 'reflect-metadata';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { LogController, type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { DataSource } from 'typeorm';
import { API_MESSAGES } from '@reformas/i18n-es';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { decodeUtf8, isUtf8RequestTarget } from './common/utf8';
import { clientErrorHandler, closeSilentConnections, frameworkErrors } from './common/client-errors';
import { isSameSiteCall } from './common/same-site';
import { documentInvalidRequests } from './common/openapi-errors';
import { validationPipe } from './common/validation';
import type { AppConfig } from './config/env';
import { createLogger, PinoNestLogger, requestIdOf } from './logging/logger';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres';
import { seedDemoData } from './seed/demo-data';
import { SESSION_COOKIE, SessionService } from './auth/session.service';
import { OPERATOR_AUTH } from './auth/auth.decorators';
import { addImageUploadParser, imageUploadRouteOf, isImageUploadType } from './media/image-upload';
import { LOGO_UPLOAD_ROUTE } from './users/logo-upload';
import { photoUploadRoutes } from './photos/photo-uploads';
import { PhotosService } from './photos/photos.service';
import { NO_ACCOUNT } from './media/image-turns';
import { MediaService } from './media/media.service';
import { migrateDatabase } from './database/migrate';
import { Draining } from './health/draining';
import { ConnectionTracker, shutDownGracefully } from './health/graceful-shutdown';

// JSON bodies only carry text now (images go to PUT /api/users/{id}/logo and the photo routes as bytes, with
// limits of their own): the largest valid one, a worker profile or request with every text at its maximum (2,000 characters at
// most) and each character escaped as \uXXXX, is under 40 kB. 128 kB leaves room and keeps what one request can
// make the API hold small.
const BODY_LIMIT = 128 * 1024;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Answers that are the same for everyone and may be kept by shared caches; every other answer depends on
// the session (or may), and is marked private, no-store.
const PUBLIC_CACHE: [RegExp, string][] = [
  [/^\/api\/ads(\?|$)/, 'public, max-age=300'],
  [/^\/api\/health(\/(live|ready))?(\?|$)/, 'no-cache'],
  [/^\/api\/docs/, 'public, max-age=300'],
];

// Slow clients (docs/decisions.md, "Security"): a connection has HEADERS_TIMEOUT_MS to send its headers
// and REQUEST_TIMEOUT_MS to send its whole request (body included; a 5 MB logo on a slow uplink still fits); Node
// checks every connectionCheckMs. Neither concerns the answer: the chat's event stream (GET /api/events) is a
// request received at once and an answer that lasts, and stays open. An idle kept-alive connection is closed
// after KEEP_ALIVE_MS (Fastify's default, longer than the 60 s idle timeout of the usual proxies in front).
const KEEP_ALIVE_MS = 72_000;
const connectionCheckMs = (headersTimeout: number) => Math.max(100, Math.min(2_000, headersTimeout / 4));

export type RunningApi = {
  app: NestFastifyApplication;
  url: string;
  close: () => Promise<void>;
  /** SIGTERM's stop: drains within SHUTDOWN_DRAIN_MS, then closes (health/graceful-shutdown.ts). */
  shutDown: () => Promise<void>;
};

export async function createApi(config: AppConfig): Promise<RunningApi> {
  const log = createLogger(config);
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR);
    databaseUrl = embedded.url;
    log.info(`Base de datos embebida (PGlite) en ${config.DATA_DIR}`);
  }
  // Before any module touches the schema; under an advisory lock, so processes starting together migrate once.
  const applied = await migrateDatabase(databaseUrl);
  if (applied.length) log.info(`Migraciones aplicadas: ${applied.length} (la última, ${applied.at(-1)})`);

  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    http: {
      // Node refuses a headers timeout longer than the request's.
      headersTimeout: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: connectionCheckMs(config.HEADERS_TIMEOUT_MS),
    },
    // Fastify sets these two on the server after creating it (its defaults would turn requestTimeout off).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_MS,
    clientErrorHandler,
    frameworkErrors,
    trustProxy: config.TRUST_PROXY,
    loggerInstance: log,
    // One line per request, written below when the answer is sent (not Fastify's two).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => requestIdOf(request.headers['x-request-id']),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, databaseUrl),
    adapter,
    {
      logger: new PinoNestLogger(log),
      // Our own JSON parser below (empty body allowed, Spanish error on malformed JSON).
      bodyParser: false,
    },
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new HttpExceptionFilter());

  const fastify = app.getHttpAdapter().getInstance();
  const connections = new ConnectionTracker(fastify.server);
  closeSilentConnections(fastify.server, config.HEADERS_TIMEOUT_MS);
  await app.register(fastifyCookie);
  // Helmet's headers, its middleware built once: @fastify/helmet built it again on every request (parsing the
  // CSP directives each time), a few per cent of the board's throughput (npm run bench:api).
  const securityHeaders = helmet({
    // HSTS belongs to the HTTPS front (only sent when we are told we are behind one).
    strictTransportSecurity: config.TRUST_PROXY,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
      },
    },
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  // Only JSON bodies: a plain HTML form on another site (urlencoded, multipart or text/plain)
  // cannot forge a state-changing call.
  fastify.removeAllContentTypeParsers();
  // An empty JSON body counts as no body (logout, mark-as-read from simple clients). Read as bytes and decoded
  // strictly: bytes that are not UTF-8 are refused, never stored as replacement characters.
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    const text = decodeUtf8(body as Buffer);
    if (text === undefined) {
      return done(
        Object.assign(new Error(API_MESSAGES.invalidEncoding), { statusCode: 400, code: 'INVALID_ENCODING' }),
        undefined,
      );
    }
    if (text.trim() === '') return done(null, undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, refuseObjectKeys);
    } catch (error) {
      if (error instanceof ReservedKeyError)
        return done(
          Object.assign(new Error(error.message), { statusCode: 400, code: 'RESERVED_KEY' }),
          undefined,
        );
      return done(
        Object.assign(new Error(API_MESSAGES.malformedJson), { statusCode: 400, code: 'MALFORMED_JSON' }),
        undefined,
      );
    }
    done(null, parsed);
  });
  // RFC 8058's one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form to the link of the
  // List-Unsubscribe header. Accepted on that route only (the token is in its address) and the body thrown away.
  fastify.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'buffer', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );
  // Beside the JSON parser: the raw image bytes of a logo or photo upload (media/image-upload.ts), read only for
  // the owner.
  const sessions = app.get(SessionService);
  const uploads = [LOGO_UPLOAD_ROUTE, ...photoUploadRoutes(app.get(PhotosService))];
  addImageUploadParser(fastify, uploads, async (request) => {
    if (request.sessionUser === undefined) {
      const token = request.cookies?.[SESSION_COOKIE];
      // Kept on the request: the session guard does not look it up again.
      request.sessionUser = token ? await sessions.resolve(token) : null;
    }
    return request.sessionUser;
  });
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    // Path and query string as sent, raw bytes and percent escapes alike: not UTF-8, refused before any route.
    if (!isUtf8RequestTarget(request.raw.url ?? '')) {
      return reply.status(400).send({ message: API_MESSAGES.invalidUrl });
    }
    if (!STATE_CHANGING.has(request.method)) return;
    // A state-changing call (logout included) from another site or origin is refused, whatever its content type.
    if (!isSameSiteCall(request)) {
      return reply.status(403).send({ message: API_MESSAGES.crossSite });
    }
    const type = request.headers['content-type'];
    const length = Number(request.headers['content-length'] ?? 0);
    const hasBody = length > 0 || request.headers['transfer-encoding'] !== undefined;
    // The logo and photo uploads take an image and nothing else; every other route, JSON only.
    const upload = imageUploadRouteOf(uploads, request);
    if (upload) {
      if (isImageUploadType(type)) return;
      return reply.status(415).send({ message: upload.wrongType });
    }
    if (
      isOneClickUnsubscribe(request) &&
      /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type ?? '')
    ) {
      return;
    }
    if ((type && !/^application\/json\b/i.test(type)) || (!type && hasBody)) {
      return reply
        .status(415)
        .header('x-request-id', request.id)
        .send({ message: API_MESSAGES.unsupportedMediaType });
    }
  });

  fastify.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    const rule = PUBLIC_CACHE.find(([pattern]) => pattern.test(request.url));
    void reply.header('cache-control', rule && reply.statusCode < 400 ? rule[1] : 'private, no-store');
  });
  // The request line's fields are ours and carry nothing secret: it skips redaction, whose wildcard paths were
  // matched against each of them (about 4 µs and 8 kB of garbage per request in a profile of the board under
  // load). Errors and everything else still go through the redacting loggers.
  const requestLines = log.child({}, { redact: [] });
  fastify.addHook('onResponse', async (request, reply) => {
    const line = {
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? 'desconocida',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (reply.statusCode >= 500) requestLines.error(line, 'petición');
    else requestLines.info(line, 'petición');
  });

  const document = documentInvalidRequests(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Marketplace de reformas y limpieza: API')
        .setDescription(
          'API del marketplace. La sesión va en la cookie httpOnly `sid` (POST /api/login o /api/register). ' +
            'Los errores tienen la forma `{ message, errors?: [{ path, message }] }` en español.',
        )
        .setVersion('1.0')
        .addCookieAuth(
          'sid',
          {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description: 'Cookie de sesión (httpOnly, SameSite=Lax)',
          },
          'sid',
        )
        .addBearerAuth(
          {
            type: 'http',
            scheme: 'bearer',
            description: 'Token de operador (OPS_TOKEN), para las rutas de operadores',
          },
          OPERATOR_AUTH,
        )
        .build(),
    ),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  await app.init();
  if (config.SEED_DEMO) {
    const media = app.get(MediaService);
    await seedDemoData(app.get(DataSource), (bytes, scope) => media.savePhoto(bytes, scope, NO_ACCOUNT));
  }
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.API_PORT;
  const close = async () => {
    await app.close();
    await embedded?.stop();
  };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close,
    shutDown: () =>
      shutDownGracefully(
        connections,
        app.get(Draining),
        {
          delayMs: config.SHUTDOWN_DELAY_MS,
          drainMs: config.SHUTDOWN_DRAIN_MS,
          idleMs: config.SHUTDOWN_IDLE_MS,
        },
        close,
      ),
  };
}

// Keys that name an object's prototype machinery: no body of this API has such a field, and once parsed they can
// slip past a schema's check for unknown fields (copied into a new object they set its prototype instead).
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class ReservedKeyError extends Error {}

function refuseObjectKeys(key: string, value: unknown): unknown {
  if (RESERVED_KEYS.has(key)) throw new ReservedKeyError(API_MESSAGES.reservedJsonKey(key));
  return value;
}

/** POST /api/notifications/unsubscribe?token=…: the one route that takes a form (RFC 8058). */
function isOneClickUnsubscribe(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' && (request.raw.url ?? '').split('?')[0] === '/api/notifications/unsubscribe'
  );
}
