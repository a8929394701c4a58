import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { eventStreamReader } from '../../../../scripts/event-stream.mjs';

type StreamEvent = { id?: string; event: string; data: string };

export type EventStreamClient = {
  status: number;
  headers: IncomingMessage['headers'];
  events: StreamEvent[];
  /** The reconnection delays the server asked for (`retry:` fields), in order. */
  retries: number[];
  /** The stream's last event id, as a browser's EventSource keeps it (set by any frame with an id, data or not). */
  lastEventId: () => string | undefined;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Waits until an event matches (or fails after `ms`). */
  waitFor: (match: (event: StreamEvent) => boolean, ms?: number) => Promise<StreamEvent>;
  close: () => void;
};

/** A minimal Server-Sent Events reader for GET /api/events, as a browser's EventSource would read it. */
export function openEventStream(
  baseUrl: string,
  options: { cookie?: string; lastEventId?: string; query?: string } = {},
): Promise<EventStreamClient> {
  const url = new URL(`/api/events${options.query ?? ''}`, baseUrl);
  return new Promise((resolve, reject) => {
    const events: StreamEvent[] = [];
    const retries: number[] = [];
    let lastEventId: string | undefined;
    const waiters: { match: (e: StreamEvent) => boolean; done: (e: StreamEvent) => void }[] = [];
    let request: ClientRequest | undefined = undefined;
    request = httpRequest(
      url,
      {
        headers: {
          accept: 'text/event-stream',
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
        },
      },
      (response) => {
        response.setEncoding('utf8');
        response.on(
          'data',
          eventStreamReader((frame) => {
            if (frame.retry !== undefined) retries.push(frame.retry);
            if (frame.id !== undefined) lastEventId = frame.id;
            if (frame.data === undefined) return;
            const event: StreamEvent = { event: frame.event, data: frame.data };
            if (frame.id !== undefined) event.id = frame.id;
            events.push(event);
            for (const waiter of [...waiters]) {
              if (waiter.match(event)) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.done(event);
              }
            }
          }),
        );
        response.on('error', () => undefined);
        const ended = new Promise<void>((resolveEnd) => response.once('end', () => resolveEnd()));
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          retries,
          lastEventId: () => lastEventId,
          ended,
          waitFor: (match, ms = 5000) => {
            const seen = events.find(match);
            if (seen) return Promise.resolve(seen);
            return new Promise((resolveWait, rejectWait) => {
              const timer = setTimeout(() => rejectWait(new Error(`no matching event in ${ms} ms`)), ms);
              waiters.push({
                match,
                done: (event) => {
                  clearTimeout(timer);
                  resolveWait(event);
                },
              });
            });
          },
          close: () => {
            request?.destroy();
            response.destroy();
          },
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}
