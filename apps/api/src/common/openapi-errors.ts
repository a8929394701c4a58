import type { OpenAPIObject } from '@nestjs/swagger';
import { apiErrorSchema, z } from '@reformas/shared-types';

const INVALID_REQUEST =
  'Petición no válida: un parámetro, un filtro o el cuerpo no cumplen su esquema (o el cuerpo no es JSON). ' +
  '`{ message, errors?: [{ path, message }] }` en español; no se guarda nada.';
const UNSUPPORTED_TYPE =
  'El cuerpo no es del tipo que acepta la operación (JSON, o una imagen donde se sube una): no se guarda nada.';
const CROSS_SITE =
  'Petición de escritura enviada desde otro sitio (su Origin no es el de la web): rechazada sin mirar nada más.';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const WRITES: readonly string[] = ['put', 'post', 'delete', 'patch'];

/**
 * Every operation that takes parameters, a query or a body answers 400 to one that does not fit its schema (the
 * validation pipe, the JSON parser), 415 to a body of another type, and every write 403 when it comes from another
 * site (bootstrap.ts): documented once here for all of them, with the error body, rather than on each route where
 * it was easy to forget (most were; Prism's validating proxy finds any left out, API_VIA_PRISM). Routes that
 * document their own answer keep it.
 */
export function documentInvalidRequests(document: OpenAPIObject): OpenAPIObject {
  const schema = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as Record<string, unknown>;
  delete schema.$schema;
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const error = (description: string) => ({ description, content: { 'application/json': { schema } } });
      const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
      if (takesInput) operation.responses['400'] ??= error(INVALID_REQUEST);
      if (operation.requestBody) operation.responses['415'] ??= error(UNSUPPORTED_TYPE);
      if (WRITES.includes(method)) operation.responses['403'] ??= error(CROSS_SITE);
    }
  }
  return document;
}
