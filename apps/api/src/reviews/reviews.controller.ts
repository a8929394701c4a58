import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createReviewSchema,
  ratingSummarySchema,
  reviewQuerySchema,
  reviewReplySchema,
  reviewSchema,
  updateReviewSchema,
  type RatingSummary,
  type Review,
  type SessionUser,
  type z,
} from '@reformas/shared-types';
import { CurrentUser, SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam, type Page } from '../common/api-route';
import { WriteLimits } from '../rate-limits/write-limits';
import { ReviewsService } from './reviews.service';

const TOO_MANY =
  'Más de LIMIT_REVIEW_WRITES_PER_MINUTE opiniones o respuestas escritas, editadas o borradas en un minuto; no se guarda.';
const PROVIDER_NOT_FOUND = 'Usuario desconocido, o no es un profesional ni un servicio de limpieza';
const NOT_THE_AUTHOR = 'La opinión es de otro usuario';
const NOT_ABOUT_CALLER = 'La opinión no es sobre el usuario de la sesión';
// Every write needs a session and counts against the review-writes limit (WriteLimits 'reviewWrites').
const REVIEW_WRITE = { signedIn: true, tooMany: TOO_MANY } as const;

@ApiTags('reviews')
@Controller()
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly limits: WriteLimits,
  ) {}

  private counted<T>(caller: SessionUser, write: () => Promise<T>): Promise<T> {
    return this.limits.counted('reviewWrites', caller.id, write);
  }

  @Get('users/:id/reviews')
  @ApiRoute({
    summary:
      'Opiniones de un profesional o servicio de limpieza (id de su usuario), más recientes primero: nombre del autor enmascarado, fecha, valoración, texto, cómo se verificó el contacto (verifiedBy) y la respuesta. limit (10, máx. 100) y offset; el total en X-Total-Count.',
    page: { of: reviewSchema, total: 'Total de opiniones del proveedor' },
    notFound: PROVIDER_NOT_FOUND,
  })
  list(
    @IdParam() id: number,
    @Query({ schema: reviewQuerySchema }) query: z.output<typeof reviewQuerySchema>,
    @CurrentUser() viewer: SessionUser | null,
  ): Promise<Page<Review>> {
    return this.reviews.list(id, query, viewer);
  }

  @Get('users/:id/rating')
  @ApiRoute({
    summary:
      'Resumen de valoraciones de un proveedor: media con un decimal (null sin opiniones), número de opiniones y cuántas de cada estrella; con sesión, si puede valorarlo (canReview) y el id de su opinión (myReviewId).',
    ok: ratingSummarySchema,
    notFound: PROVIDER_NOT_FOUND,
  })
  summary(@IdParam() id: number, @CurrentUser() viewer: SessionUser | null): Promise<RatingSummary> {
    return this.reviews.summary(id, viewer);
  }

  @Post('users/:id/reviews')
  @ApiRoute({
    summary:
      'El cliente de la sesión valora a un profesional o servicio de limpieza (1 a 5 estrellas y un texto de 20 a 2000 caracteres sin teléfonos ni correos), una vez por proveedor.',
    description:
      'Solo tras un contacto por la plataforma: el profesional vio el teléfono de una solicitud del cliente (verifiedBy "phone") o ambos se han escrito por el chat (verifiedBy "chat"). Si no, 403.',
    created: reviewSchema,
    forbidden: 'No es un cliente, o no ha tenido contacto verificado con el proveedor',
    notFound: PROVIDER_NOT_FOUND,
    conflict: 'Ya ha valorado a este proveedor (puede editar su opinión)',
    ...REVIEW_WRITE,
  })
  create(
    @IdParam() id: number,
    @Body({ schema: createReviewSchema }) body: z.output<typeof createReviewSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<Review> {
    return this.counted(caller, () => this.reviews.create(id, body, caller));
  }

  @Put('reviews/:id')
  @ApiRoute({
    summary: 'Su autor cambia la valoración, el texto o ambos; la respuesta se mantiene.',
    ok: reviewSchema,
    ownerOnly: NOT_THE_AUTHOR,
    ...REVIEW_WRITE,
  })
  update(
    @IdParam() id: number,
    @Body({ schema: updateReviewSchema }) body: z.output<typeof updateReviewSchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<Review> {
    return this.counted(caller, () => this.reviews.update(id, body, caller));
  }

  @Delete('reviews/:id')
  @ApiRoute({
    summary: 'Su autor borra la opinión (con su respuesta); devuelve el nuevo resumen del proveedor.',
    ok: ratingSummarySchema,
    ownerOnly: NOT_THE_AUTHOR,
    ...REVIEW_WRITE,
  })
  remove(@IdParam() id: number, @SignedInUser() caller: SessionUser): Promise<RatingSummary> {
    return this.counted(caller, () => this.reviews.remove(id, caller));
  }

  @Post('reviews/:id/reply')
  @ApiRoute({
    summary:
      'El proveedor valorado responde a la opinión, una sola vez (2 a 2000 caracteres sin teléfonos ni correos); la respuesta se muestra bajo la opinión.',
    created: reviewSchema,
    ownerOnly: NOT_ABOUT_CALLER,
    conflict: 'Ya hay respuesta (se edita con PUT)',
    ...REVIEW_WRITE,
  })
  reply(
    @IdParam() id: number,
    @Body({ schema: reviewReplySchema }) body: z.output<typeof reviewReplySchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<Review> {
    return this.counted(caller, () => this.reviews.reply(id, body.text, caller));
  }

  @Put('reviews/:id/reply')
  @ApiRoute({
    summary: 'El proveedor edita su respuesta.',
    ok: reviewSchema,
    ownerOnly: NOT_ABOUT_CALLER,
    notFound: 'Opinión desconocida, o aún sin respuesta',
    ...REVIEW_WRITE,
  })
  editReply(
    @IdParam() id: number,
    @Body({ schema: reviewReplySchema }) body: z.output<typeof reviewReplySchema>,
    @SignedInUser() caller: SessionUser,
  ): Promise<Review> {
    return this.counted(caller, () => this.reviews.editReply(id, body.text, caller));
  }
}
