import type { OpenAPIObject } from '@nestjs/swagger';
import { apiErrorSchema, z } from '@reformas/shared-types';

const INVALID_REQUEST =
  'Petición no válida: un parámetro, un filtro o el cuerpo no cumplen su esquema (o el cuerpo no es JSON). ' +
  '`{ message, errors?: [{ path, message }] }` en español; no se guarda nada.';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Every operation that takes parameters, a query or a body answers 400 to one that does not fit its schema (the
 * validation pipe, the JSON parser): documented once here for all of them, with the error body, rather than on
 * each route where it was easy to forget (most were). Routes that document their own 400 keep it.
 */
export function documentInvalidRequests(document: OpenAPIObject): OpenAPIObject {
  const schema = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as Record<string, unknown>;
  delete schema.$schema;
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const takesInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
      if (!takesInput || operation.responses['400']) continue;
      operation.responses['400'] = {
        description: INVALID_REQUEST,
        content: { 'application/json': { schema } },
      };
    }
  }
  return document;
}
