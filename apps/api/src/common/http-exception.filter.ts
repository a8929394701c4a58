import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@reformas/i18n-es';
import { DomainError } from './domain-error';
import { databaseInputError } from './database-errors';
import { DatabaseUnavailableError } from '../database/connection-loss';

type ErrorBody = { message: string; errors?: { path: string; message: string }[]; totpRequired?: true };

const DEFAULT_MESSAGES: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: API_MESSAGES.validation,
  [HttpStatus.UNAUTHORIZED]: API_MESSAGES.unauthenticated,
  [HttpStatus.FORBIDDEN]: API_MESSAGES.forbidden,
  [HttpStatus.NOT_FOUND]: API_MESSAGES.notFound,
  [HttpStatus.PAYLOAD_TOO_LARGE]: API_MESSAGES.payloadTooLarge,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: API_MESSAGES.unsupportedMediaType,
  [HttpStatus.TOO_MANY_REQUESTS]: API_MESSAGES.rateLimited,
};

/** Every error answer has the same body `{ message, errors? }`, in Spanish, and carries the request id. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const [status, body] = toErrorBody(exception);
    // A DomainError's 503 (uploads busy) is an answer, not a fault.
    if (status >= 500 && !(exception instanceof DomainError)) {
      // request.log carries the request id; pino writes the error's stack.
      request.log.error(
        { err: exception instanceof Error ? exception : new Error(describe(exception)) },
        `${request.method} ${request.routeOptions?.url ?? ''}: error interno`,
      );
    }
    if (exception instanceof DomainError && exception.options.retryAfterSeconds !== undefined) {
      void reply.header('retry-after', String(exception.options.retryAfterSeconds));
    }
    if (exception instanceof DatabaseUnavailableError) {
      void reply.header('retry-after', String(exception.retryAfterSeconds));
    }
    void reply.status(status).header('x-request-id', request.id).send(body);
  }
}

function toErrorBody(exception: unknown): [number, ErrorBody] {
  // The database connection was lost under a write (database/sql.ts): not applied, or not known to be.
  if (exception instanceof DatabaseUnavailableError) {
    return [HttpStatus.SERVICE_UNAVAILABLE, { message: API_MESSAGES.unavailable }];
  }
  if (exception instanceof DomainError) {
    return [
      exception.status,
      {
        message: exception.message,
        ...(exception.errors ? { errors: exception.errors } : {}),
        // The console tells "give your code" from "not an operator" without reading the message.
        ...(exception.code === 'TOTP_REQUIRED' ? { totpRequired: true as const } : {}),
      },
    ];
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'object' && response && 'errors' in response && 'message' in response) {
      return [status, response as ErrorBody];
    }
    // Nest's own English texts (e.g. 'Cannot GET /x') are replaced by the Spanish default for the status.
    return [status, { message: DEFAULT_MESSAGES[status] ?? exception.message }];
  }
  const fastifyError = exception as { statusCode?: number; code?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode < 500) {
    const status = fastifyError.statusCode;
    const message =
      fastifyError.code === 'MALFORMED_JSON' || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? API_MESSAGES.malformedJson
        : fastifyError.code === 'INVALID_ENCODING'
          ? API_MESSAGES.invalidEncoding
          : fastifyError.code === 'RESERVED_KEY'
            ? (exception as Error).message
            : (DEFAULT_MESSAGES[status] ?? API_MESSAGES.validation);
    return [status, { message }];
  }
  const dbError = exception as { code?: string; driverError?: { code?: string } };
  const pgCode = dbError?.driverError?.code ?? dbError?.code;
  if (pgCode === '23505') return [HttpStatus.CONFLICT, { message: 'El registro ya existe' }];
  // Class 22 is PostgreSQL's "data exception" (a NUL byte, a number out of range, bad text for a type) and class
  // 54 its "program limit exceeded" (an index row or a statement too big): the schemas refuse these first; should
  // one slip through, it is still the client's bad input, never a 500.
  const message = typeof pgCode === 'string' ? databaseInputError(pgCode) : undefined;
  if (message) return [HttpStatus.BAD_REQUEST, { message }];
  return [HttpStatus.INTERNAL_SERVER_ERROR, { message: API_MESSAGES.internal }];
}

function describe(exception: unknown): string {
  return exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
}
