import 'reflect-metadata';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { API_MESSAGES } from '@reformas/i18n-es';
import { AppModule } from './app.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { validationPipe } from './common/validation';
import type { AppConfig } from './config/env';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres';
import { seedDemoData } from './seed/demo-data';

// The 5 MB logo as base64 inside JSON is about 6.7 MB: the largest body we accept.
const BODY_LIMIT = 8 * 1024 * 1024;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type RunningApi = { app: NestFastifyApplication; url: string; close: () => Promise<void> };

export async function createApi(config: AppConfig): Promise<RunningApi> {
  const logger = new Logger('API');
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.DATA_DIR);
    databaseUrl = embedded.url;
    logger.log(`Base de datos embebida (PGlite) en ${config.DATA_DIR}`);
  }

  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, databaseUrl),
    adapter,
    {
      logger: nestLogLevels(config.LOG_LEVEL),
      // Our own JSON parser below (empty body allowed, Spanish error on malformed JSON).
      bodyParser: false,
    },
  );
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe);
  app.useGlobalFilters(new HttpExceptionFilter());

  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    // HSTS belongs to the HTTPS front (only sent when we are told we are behind one).
    hsts: config.TRUST_PROXY,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
  });
  // Only JSON bodies: a plain HTML form on another site (urlencoded, multipart or text/plain)
  // cannot forge a state-changing call.
  fastify.removeAllContentTypeParsers();
  // An empty JSON body counts as no body (logout, mark-as-read from simple clients).
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error(API_MESSAGES.malformedJson), { statusCode: 400, code: 'MALFORMED_JSON' }),
        undefined,
      );
    }
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const type = request.headers['content-type'];
    const length = Number(request.headers['content-length'] ?? 0);
    const hasBody = length > 0 || request.headers['transfer-encoding'] !== undefined;
    if ((type && !/^application\/json\b/i.test(type)) || (!type && hasBody)) {
      return reply
        .status(415)
        .header('x-request-id', request.id)
        .send({ message: API_MESSAGES.unsupportedMediaType });
    }
  });

  const document = SwaggerModule.createDocument(
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
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  await app.init();
  if (config.SEED_DEMO) {
    await seedDemoData(app.get(DataSource));
  }
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : config.API_PORT;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await embedded?.stop();
    },
  };
}

function nestLogLevels(
  level: AppConfig['LOG_LEVEL'],
): false | ('fatal' | 'error' | 'warn' | 'log' | 'debug' | 'verbose')[] {
  const order = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;
  const map = { fatal: 0, error: 1, warn: 2, info: 3, debug: 4, trace: 5 } as const;
  return level === 'silent' ? false : order.slice(0, map[level] + 1);
}
