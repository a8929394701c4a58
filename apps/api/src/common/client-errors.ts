import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@reformas/i18n-es';

/**
 * Requests Node's HTTP parser refuses before any route (a raw byte above 0x7F in the request line, headers too big
 * or too slow to arrive): answered in Spanish in our `{ message }` shape, then the connection is closed, as
 * Fastify's own handler does in English.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node's timeout check may reach a connection that never sent a byte before closeSilentConnections does (seen
  // with other tests on the same cores): there is no request to answer, so it is only closed, as that one does.
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' && socket.bytesRead === 0) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, API_MESSAGES.requestTimeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, API_MESSAGES.headersTooLarge]
        : error.code === 'HPE_INVALID_URL'
          ? [400, API_MESSAGES.invalidUrl]
          : [400, API_MESSAGES.validation];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** Fastify's router errors before any hook: a path whose percent escapes are not UTF-8 ('/api/workers/%FF'). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_BAD_URL' ? API_MESSAGES.invalidUrl : API_MESSAGES.validation;
  void reply
    .status(error.statusCode ?? 400)
    .header('x-request-id', request.id)
    .send({ message });
}

/**
 * A connection that never sends a byte is outside Node's headers timeout (it counts from a request's first byte):
 * one still silent after `ms` is closed. Once a byte has come, Node's headers and request timeouts take over, and
 * nothing here touches the connection again (keep-alive, the chat's event stream).
 */
export function closeSilentConnections(server: Server, ms: number): void {
  server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, ms);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}
