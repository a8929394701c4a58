import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { mergeMap, type Observable } from 'rxjs';
import { PublicChanges } from './public-changes';
import { PUBLIC_WRITES, type Params } from './public-writes';

/** Announces the public changes of a successful write before its answer leaves (its NOTIFY is sent by then). */
@Injectable()
export class PublicChangesInterceptor implements NestInterceptor {
  constructor(private readonly changes: PublicChanges) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const changesOf = PUBLIC_WRITES[`${request.method} ${request.routeOptions?.url ?? ''}`];
    if (!changesOf) return next.handle();
    return next.handle().pipe(
      mergeMap(async (result: unknown) => {
        const changes = changesOf(request.params as Params, result).map((c) =>
          c.id === undefined ? { kind: c.kind } : c,
        );
        await this.changes.changed(changes);
        return result;
      }),
    );
  }
}
