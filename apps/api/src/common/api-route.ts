import {
  applyDecorators,
  Injectable,
  Param,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
  type ApiResponseCommonMetadata,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { apiErrorSchema, idTextSchema } from '@reformas/shared-types';
import { Authenticated, OperatorOnly } from '../auth/auth.decorators';

type Schema = ApiResponseCommonMetadata['standardSchema'];
const TOTAL_HEADER = 'X-Total-Count';

/** An error status the route may answer: true, or a description of when. */
type ErrorDoc = true | string;

/** What a route does and answers, for OpenAPI (and, with `signedIn`, the 401 guard). */
export type RouteDoc = {
  summary: string;
  description?: string;
  signedIn?: true;
  /**
   * A route on one item that only its owner may use: `signedIn`, 403 with this description for anyone else, and 404
   * (true unless `notFound` says more). The routes of an item's owner are most of the API's writes.
   */
  ownerOnly?: ErrorDoc;
  /** Only for operators: `Authorization: Bearer <OPS_TOKEN>` (401 without it, 404 when it is not configured). */
  operator?: true;
  /**
   * 200 with one of these; `list`, an array of them; `page`, an array with its total in X-Total-Count: the handler
   * returns a Page, sent as its items with that header.
   */
  ok?: Schema;
  list?: Schema;
  page?: { of: Schema; total: string };
  /** 201 with this. */
  created?: Schema;
  /** 204, no body: when it is answered. */
  noContent?: string;
  /** 202: what was taken on (a description), or the body it answers with. */
  accepted?: string | Schema;
  /** 400 beyond the generic invalid-input answer (common/openapi-errors.ts): when. */
  badRequest?: ErrorDoc;
  forbidden?: ErrorDoc;
  notFound?: ErrorDoc;
  conflict?: ErrorDoc;
  /** 410: the item existed and left (a request no longer on the board). */
  gone?: ErrorDoc;
  /** 429 with Retry-After: the write limit the route counts against (docs/decisions.md, "Write limits"). */
  tooMany?: ErrorDoc;
};

const errorBody = (doc: ErrorDoc) => ({
  standardSchema: apiErrorSchema,
  ...(typeof doc === 'string' ? { description: doc } : {}),
});

/** One page of a list, and the total of the list it was cut from. */
export type Page<T> = { items: T[]; total: number };

/** A route's Page sent as its items, the total in X-Total-Count (readable by scripts of other origins too). */
@Injectable()
class SendsPage implements NestInterceptor<Page<unknown>, unknown[]> {
  intercept(context: ExecutionContext, next: CallHandler<Page<unknown>>): Observable<unknown[]> {
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((page) => {
        void reply.header(TOTAL_HEADER, String(page.total));
        void reply.header('Access-Control-Expose-Headers', TOTAL_HEADER);
        return page.items;
      }),
    );
  }
}

/** One decorator per route in place of the same stack of Swagger decorators on every controller. */
export function ApiRoute(doc: RouteDoc) {
  const decorators: (ClassDecorator | MethodDecorator | PropertyDecorator)[] = [
    ApiOperation({ summary: doc.summary, description: doc.description }),
  ];
  const forbidden = doc.forbidden ?? doc.ownerOnly;
  const notFound = doc.notFound ?? (doc.ownerOnly ? true : undefined);
  if (doc.signedIn || doc.ownerOnly) decorators.push(Authenticated());
  if (doc.operator) decorators.push(OperatorOnly());
  if (doc.ok) decorators.push(ApiOkResponse({ standardSchema: doc.ok }));
  if (doc.list) decorators.push(ApiOkResponse({ standardSchema: doc.list, isArray: true }));
  if (doc.page) {
    decorators.push(
      ApiOkResponse({
        standardSchema: doc.page.of,
        isArray: true,
        headers: { [TOTAL_HEADER]: { description: doc.page.total, schema: { type: 'integer' } } },
      }),
      UseInterceptors(SendsPage),
    );
  }
  if (doc.created) decorators.push(ApiCreatedResponse({ standardSchema: doc.created }));
  if (doc.noContent) decorators.push(ApiNoContentResponse({ description: doc.noContent }));
  if (doc.accepted)
    decorators.push(
      ApiAcceptedResponse(
        typeof doc.accepted === 'string' ? { description: doc.accepted } : { standardSchema: doc.accepted },
      ),
    );
  if (doc.badRequest) decorators.push(ApiBadRequestResponse(errorBody(doc.badRequest)));
  if (forbidden) decorators.push(ApiForbiddenResponse(errorBody(forbidden)));
  if (notFound) decorators.push(ApiNotFoundResponse(errorBody(notFound)));
  if (doc.conflict) decorators.push(ApiConflictResponse(errorBody(doc.conflict)));
  if (doc.gone) decorators.push(ApiGoneResponse(errorBody(doc.gone)));
  if (doc.tooMany) {
    decorators.push(
      ApiTooManyRequestsResponse({
        ...errorBody(doc.tooMany),
        headers: {
          'Retry-After': { description: 'Segundos hasta poder intentarlo', schema: { type: 'integer' } },
        },
      }),
    );
  }
  return applyDecorators(...decorators);
}

/** The route's `:id`: a whole number above 0 (400 otherwise), read the same way by every route that has one. */
export const IdParam = () => Param('id', { schema: idTextSchema });
