import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '@reformas/shared-types';
import { DomainError, type DomainErrorCode } from '../common/domain-error';
import { imageTurns } from './image-turns';

/** The image types an upload may declare; the bytes are checked again when decoded (image-decode.ts). */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/**
 * A route that takes an image's bytes as its body (the logo, the photos): the only routes whose body is not
 * JSON. `mayUpload` says whether this signed-in user owns what the route changes.
 */
export type ImageUploadRoute = {
  method: 'PUT' | 'POST';
  url: string;
  maxBytes: number;
  tooBig: DomainErrorCode;
  /** The 415 message for a body that is not declared an image. */
  wrongType: string;
  mayUpload: (user: SessionUser, id: number) => Promise<boolean> | boolean;
};

export function imageUploadRouteOf(
  routes: readonly ImageUploadRoute[],
  request: FastifyRequest,
): ImageUploadRoute | undefined {
  return routes.find((r) => r.method === request.method && r.url === request.routeOptions.url);
}

/** An image Content-Type (parameters aside) that the uploads take. */
export function isImageUploadType(contentType: string | undefined): boolean {
  return IMAGE_UPLOAD_TYPES.includes(contentType?.split(';')[0]?.trim().toLowerCase() ?? '');
}

/**
 * The image parser, beside the JSON one. Images can cross sites without a preflight only as <form> posts, which
 * cannot send these types, so the CSRF defence holds; bootstrap.ts refuses them (415) on every other route.
 * Only the owner's upload is read, at most the route's limit of it: anyone else's body is left unread (Node
 * discards it) and the route answers 401, 403 or 404 as usual. So no one but a signed-in owner can make the API
 * hold bytes.
 */
export function addImageUploadParser(
  fastify: FastifyInstance,
  routes: readonly ImageUploadRoute[],
  whoIs: (request: FastifyRequest) => Promise<SessionUser | null>,
): void {
  fastify.addContentTypeParser(IMAGE_UPLOAD_TYPES, async (request: FastifyRequest, payload: Readable) => {
    const route = imageUploadRouteOf(routes, request);
    if (!route) return undefined;
    const user = await whoIs(request);
    const id = Number((request.params as { id?: string }).id);
    if (!user || !Number.isSafeInteger(id) || id < 1 || !(await route.mayUpload(user, id))) return undefined;
    // Admitted before a byte is read (429/503 with Retry-After past the limits of image-turns.ts), and held
    // until the answer is sent or the client goes away: the bodies held at once are bounded.
    const admitted = imageTurns.admit(user.id);
    if ('busy' in admitted) {
      throw new DomainError(
        admitted.busy === 'account' ? 'IMAGE_UPLOADS_BUSY_ACCOUNT' : 'IMAGE_UPLOADS_BUSY',
        undefined,
        { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
      );
    }
    held.set(request, admitted.release);
    return readAtMost(payload, route, request.headers['content-length']).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === route.tooBig)
        drainUpTo.set(request, route.maxBytes * DRAIN_FACTOR);
      throw error;
    });
  });
  // Fastify closes the connection after a body it refused, while a client may still be sending it (fetch, a
  // phone's browser): the client then met a broken connection (EPIPE) instead of the Spanish message. The answer
  // goes out at once, and the rest of the body is read and thrown away, as nginx's lingering close does, up to
  // DRAIN_FACTOR times the limit; past that, the connection is cut.
  // Every answer passes here: a callback hook and one WeakMap lookup, no promise.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const cap = drainUpTo.get(request);
    if (cap !== undefined) {
      reply.removeHeader('connection');
      let drained = 0;
      request.raw.on('data', (chunk: Buffer) => {
        drained += chunk.length;
        if (drained > cap) request.raw.socket.destroy();
      });
    }
    done(null, payload);
  });
  const release = async (request: FastifyRequest) => {
    held.get(request)?.();
    held.delete(request);
  };
  fastify.addHook('onResponse', release);
  fastify.addHook('onRequestAbort', release);
}

const held = new WeakMap<FastifyRequest, () => void>();
/** The bytes still read and thrown away after a body refused as too big (see the onSend hook). */
const drainUpTo = new WeakMap<FastifyRequest, number>();
const DRAIN_FACTOR = 2;
/** The Retry-After of an upload refused because too many are held: a decode takes a second or two. */
const BUSY_RETRY_AFTER_SECONDS = 5;

function readAtMost(
  payload: Readable,
  route: ImageUploadRoute,
  declared: string | undefined,
): Promise<Buffer> {
  const limit = route.maxBytes;
  // Said too big up front: refused before reading a byte.
  if (Number(declared) > limit) return Promise.reject(new DomainError(route.tooBig));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      payload.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total <= limit) return void chunks.push(chunk);
      stop();
      reject(new DomainError(route.tooBig));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      stop();
      // The client went away mid-body: nobody reads the answer, and it is no fault of ours (not a 500).
      reject(Object.assign(error, { statusCode: 400 }));
    };
    payload.on('data', onData).on('end', onEnd).on('error', onError);
  });
}
