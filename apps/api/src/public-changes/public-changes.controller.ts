import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Draining } from '../health/draining';
import { PublicChanges, type PublicChange } from './public-changes';

const HEARTBEAT_MS = 15_000;

/**
 * The renderers' feed of changes to public pages (apps/shell/src/server/public-changes.ts): Server-Sent Events,
 * `change` with {kind, id?}, and `ready`/`stale` as this process's LISTEN comes and goes (a renderer caches only
 * while it is ready). No session and no private data: only which kind of item changed and its public id. Left out
 * of the OpenAPI description: it is plumbing between our own processes, not an endpoint for clients.
 */
@ApiExcludeController()
@Controller()
export class PublicChangesController {
  constructor(
    private readonly changes: PublicChanges,
    private readonly draining: Draining,
  ) {}

  @Get('public-changes')
  open(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    const write = (frame: string) => {
      if (!raw.writableEnded) raw.write(frame);
    };
    const state = (up: boolean) => write(`event: ${up ? 'ready' : 'stale'}\ndata: ${up ? 1 : 0}\n\n`);
    state(this.changes.listening);
    const stop = this.changes.subscribe((change: PublicChange) =>
      write(`event: change\ndata: ${JSON.stringify(change)}\n\n`),
    );
    const forgetState = this.changes.watchListening(state);
    const heartbeat = setInterval(() => write(': latido\n\n'), HEARTBEAT_MS);
    let forgetDrain = () => {};
    const close = () => {
      clearInterval(heartbeat);
      stop();
      forgetState();
      forgetDrain();
    };
    request.raw.once('close', close);
    // A draining process ends the stream: the renderer reconnects, through the proxy, to another one.
    forgetDrain = this.draining.onStart(() => {
      close();
      if (!raw.writableEnded) raw.end();
    });
  }
}
