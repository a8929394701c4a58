import { applyDecorators, Controller, Delete, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  apiErrorSchema,
  photoIdSchema,
  photoListSchema,
  PHOTO_LIMITS,
  type Photo,
  type PhotoOwnerKind,
  type SessionUser,
} from '@reformas/shared-types';
import { SignedInUser } from '../auth/auth.decorators';
import { ApiRoute, IdParam } from '../common/api-route';
import { isImageRefusal } from '../media/image-decode';
import { IMAGE_UPLOAD_TYPES } from '../media/image-upload';
import { WriteLimits } from '../rate-limits/write-limits';
import { PHOTO_ROUTES } from './photo-uploads';
import { PhotosService } from './photos.service';

const WHAT = {
  project: 'una solicitud propia (abierta)',
  workerProfile: 'el propio perfil profesional',
  cleaningService: 'el propio servicio de limpieza',
} as const satisfies Record<PhotoOwnerKind, string>;

const TOO_MANY = 'Más de LIMIT_PHOTO_UPLOADS_PER_HOUR fotos subidas en una hora; no se guarda.';

/** POST: one image's bytes (documented by hand: ApiRoute describes JSON bodies). */
function upload(kind: PhotoOwnerKind) {
  return applyDecorators(
    ApiRoute({
      summary: `Añade una foto a ${WHAT[kind]} (como máximo ${PHOTO_LIMITS[kind]}): el cuerpo son los bytes de la imagen (PNG, JPG, GIF o WebP, ≤ 10 MB, Content-Type de imagen). Se comprueba por su contenido y se guarda en WebP sin metadatos (miniatura 320×240 y grande de hasta 1600 px); responde la lista de fotos.`,
      created: photoListSchema,
      ownerOnly: 'No es tuyo',
      conflict:
        kind === 'project'
          ? 'Ya tiene el máximo de fotos, ya tiene esta foto, o la solicitud está cerrada'
          : 'Ya tiene el máximo de fotos, o ya tiene esta foto',
      tooMany: TOO_MANY,
    }),
    ApiConsumes(...IMAGE_UPLOAD_TYPES),
    ApiBody({ schema: { type: 'string', format: 'binary' } }),
    ApiBadRequestResponse({
      description: 'No es una imagen PNG, JPG, GIF o WebP válida',
      standardSchema: apiErrorSchema,
    }),
    ApiPayloadTooLargeResponse({ description: 'Más de 10 MB', standardSchema: apiErrorSchema }),
  );
}

function removal(kind: PhotoOwnerKind) {
  return ApiRoute({
    summary: `Quita una foto de ${WHAT[kind]} (y sus imágenes); responde la lista de fotos que quedan.`,
    ok: photoListSchema,
    ownerOnly: 'No es tuyo',
    notFound: 'Desconocido, o sin esa foto',
  });
}

/** Photos of requests, worker profiles and cleaning services. Only the row's owner changes them. */
@ApiTags('photos')
@Controller()
export class PhotosController {
  constructor(
    private readonly photos: PhotosService,
    private readonly limits: WriteLimits,
  ) {}

  @Post(PHOTO_ROUTES.project)
  @upload('project')
  addToProject(
    @IdParam() id: number,
    @Req() request: FastifyRequest,
    @SignedInUser() caller: SessionUser,
  ): Promise<Photo[]> {
    return this.add('project', id, request, caller);
  }

  @Delete(`${PHOTO_ROUTES.project}/:photoId`)
  @removal('project')
  removeFromProject(
    @IdParam() id: number,
    @Param('photoId', { schema: photoIdSchema }) photoId: string,
    @SignedInUser() caller: SessionUser,
  ): Promise<Photo[]> {
    return this.photos.remove('project', id, caller, photoId);
  }

  @Post(PHOTO_ROUTES.workerProfile)
  @upload('workerProfile')
  addToWorkerProfile(
    @IdParam() id: number,
    @Req() request: FastifyRequest,
    @SignedInUser() caller: SessionUser,
  ): Promise<Photo[]> {
    return this.add('workerProfile', id, request, caller);
  }

  @Delete(`${PHOTO_ROUTES.workerProfile}/:photoId`)
  @removal('workerProfile')
  removeFromWorkerProfile(
    @IdParam() id: number,
    @Param('photoId', { schema: photoIdSchema }) photoId: string,
    @SignedInUser() caller: SessionUser,
  ): Promise<Photo[]> {
    return this.photos.remove('workerProfile', id, caller, photoId);
  }

  @Post(PHOTO_ROUTES.cleaningService)
  @upload('cleaningService')
  addToCleaningService(
    @IdParam() id: number,
    @Req() request: FastifyRequest,
    @SignedInUser() caller: SessionUser,
  ): Promise<Photo[]> {
    return this.add('cleaningService', id, request, caller);
  }

  @Delete(`${PHOTO_ROUTES.cleaningService}/:photoId`)
  @removal('cleaningService')
  removeFromCleaningService(
    @IdParam() id: number,
    @Param('photoId', { schema: photoIdSchema }) photoId: string,
    @SignedInUser() caller: SessionUser,
  ): Promise<Photo[]> {
    return this.photos.remove('cleaningService', id, caller, photoId);
  }

  private add(
    kind: PhotoOwnerKind,
    id: number,
    request: FastifyRequest,
    caller: SessionUser,
  ): Promise<Photo[]> {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    // Each upload is decoded and re-encoded: counted, refused images too, so a script cannot keep the CPU busy.
    return this.limits.counted(
      'photoUploads',
      caller.id,
      () => this.photos.add(kind, id, caller, bytes),
      isImageRefusal,
    );
  }
}
