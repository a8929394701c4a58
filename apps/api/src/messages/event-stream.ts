import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@reformas/shared-types';
import { Draining } from '../health/draining';
import { ChatEvents, type ChatEvent } from './chat-events';

const HEARTBEAT_MS = 20_000;
// EventSource waits this long before reconnecting after a drop.
const RETRY_MS = 2000;
// When this process stops, the stream ends after telling the browser to come back sooner: the proxy sends the
// new request to another process, which replays what was missed from Last-Event-ID.
const RETRY_AFTER_DRAIN_MS = 500;

/** Writes one user's chat events as Server-Sent Events on the raw response, until the client leaves. */
@Injectable()
export class EventStream {
  constructor(
    private readonly events: ChatEvents,
    private readonly draining: Draining,
  ) {}

  async open(
    user: SessionUser,
    lastId: number | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      // no-transform: no proxy may compress or buffer the stream.
      'cache-control': 'private, no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const write = (event: ChatEvent) => {
      if (raw.writableEnded) return;
      if (event.type === 'message') {
        raw.write(`id: ${event.message.id}\nevent: message\ndata: ${JSON.stringify(event.message)}\n\n`);
      } else if (event.type === 'cursor') {
        // A named event the page listens for (web-core's push client): EventSource shows the last id only on an
        // event it dispatches, and one with no data is not dispatched. The page needs the id to resume after an
        // HTTP error (a new EventSource, ?lastEventId=) as the browser does itself after a dropped stream.
        raw.write(`id: ${event.id}\nevent: cursor\ndata: ${event.id}\n\n`);
      } else {
        const { readerId, senderId, upToId } = event;
        raw.write(`event: read\ndata: ${JSON.stringify({ readerId, senderId, upToId })}\n\n`);
      }
    };
    let stop: (() => void) | undefined;
    let closed = false;
    let forgetDrain = () => {};
    const heartbeat = setInterval(() => raw.write(': latido\n\n'), HEARTBEAT_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      forgetDrain();
      stop?.();
    };
    request.raw.once('close', close);
    forgetDrain = this.draining.onStart(() => {
      close();
      if (!raw.writableEnded) raw.end(`retry: ${RETRY_AFTER_DRAIN_MS}\n\n`);
    });
    try {
      const unsubscribe = await this.events.subscribe(user.id, lastId, write);
      if (closed || raw.destroyed) {
        unsubscribe();
        close();
      } else stop = unsubscribe;
    } catch (error) {
      request.log.error({ err: error }, 'canal de eventos');
      close();
      raw.end();
    }
  }
}
