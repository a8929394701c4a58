import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { Draining } from './draining';

type Connection = { inFlight: number; idleSince: number };
export type ShutdownTimes = { delayMs: number; drainMs: number; idleMs: number };

const POLL_MS = 50;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The HTTP server's connections and what each is doing, so a stop can wait for in-flight requests and close a
 * kept-alive connection only once it has been idle for a while. Installed before the server listens.
 */
export class ConnectionTracker {
  private readonly connections = new Map<Socket, Connection>();
  private readonly answering = new Set<ServerResponse>();
  private closing = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { inFlight: 0, idleSince: Date.now() });
      socket.once('close', () => this.connections.delete(socket));
    });
    // First among the request listeners: while stopping, every answer closes its connection, so the proxy in
    // front does not send the next request on it.
    server.prependListener('request', (request, response) => {
      const connection = this.connections.get(request.socket);
      if (this.closing && !response.headersSent) response.setHeader('connection', 'close');
      if (!connection) return;
      connection.inFlight += 1;
      this.answering.add(response);
      response.once('close', () => {
        this.answering.delete(response);
        connection.inFlight -= 1;
        connection.idleSince = Date.now();
      });
    });
  }

  get open(): number {
    return this.connections.size;
  }

  /**
   * Stops accepting connections, then waits until every connection has closed: one with a request in flight is
   * left to finish; an idle kept-alive one is closed once idle for `idleMs`. After `deadline`, closes the rest.
   */
  /** From now on every answer closes its connection, those of requests already in flight included. */
  closeAfterAnswers(): void {
    this.closing = true;
    for (const response of this.answering)
      if (!response.headersSent) response.setHeader('connection', 'close');
  }

  async drain(idleMs: number, deadline: number): Promise<void> {
    this.closeAfterAnswers();
    // net.Server's close, not http.Server's: the latter also drops every idle kept-alive connection at once, and a
    // proxy may be sending a request on one of them at that moment (a POST it must not retry: a 502).
    NetServer.prototype.close.call(this.server);
    while (this.connections.size > 0 && Date.now() < deadline) {
      const now = Date.now();
      for (const [socket, connection] of this.connections) {
        if (connection.inFlight === 0 && now - connection.idleSince >= idleMs) socket.destroy();
      }
      await sleep(POLL_MS);
    }
    for (const socket of this.connections.keys()) socket.destroy();
  }
}

/**
 * A stop that loses no request: readiness turns 503 at once and the chat's streams end with a retry hint
 * (Draining); the server keeps accepting for `delayMs` (while a cluster takes the process out of its endpoints),
 * then stops accepting and drains (ConnectionTracker.drain), within `drainMs` in all; then `close` (the app, the
 * database pool).
 */
export async function shutDownGracefully(
  tracker: ConnectionTracker,
  draining: Draining,
  times: ShutdownTimes,
  close: () => Promise<void>,
): Promise<void> {
  const deadline = Date.now() + times.drainMs;
  draining.start();
  tracker.closeAfterAnswers();
  await sleep(Math.min(times.delayMs, times.drainMs));
  await tracker.drain(times.idleMs, deadline);
  await close();
}
