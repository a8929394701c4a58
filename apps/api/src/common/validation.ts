import { type ArgumentMetadata, BadRequestException, StandardSchemaValidationPipe } from '@nestjs/common';
import { API_MESSAGES } from '@reformas/i18n-es';

type Issue = { message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> };

/** One validation pipe for every @Body/@Query/@Param with a zod schema: 400 `{ message, errors }` in Spanish. */
export class ValidationException extends BadRequestException {
  constructor(readonly errors: { path: string; message: string }[]) {
    super({ message: API_MESSAGES.validation, errors });
  }
}

export function issuesToErrors(issues: ReadonlyArray<Issue>): { path: string; message: string }[] {
  return issues.map((issue) => ({
    path: (issue.path ?? []).map((p) => String(typeof p === 'object' && p !== null ? p.key : p)).join('.'),
    message: issue.message,
  }));
}

/** Errors on a path parameter or a single query value carry that parameter's name as their path. */
class SchemaValidationPipe extends StandardSchemaValidationPipe {
  async transform<T = unknown>(value: T, metadata: ArgumentMetadata): Promise<T> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof ValidationException && metadata.data) {
        const name = metadata.data;
        throw new ValidationException(
          error.errors.map((e) => ({ ...e, path: e.path ? `${name}.${e.path}` : name })),
        );
      }
      throw error;
    }
  }
}

export const validationPipe = new SchemaValidationPipe({
  exceptionFactory: (issues) => new ValidationException(issuesToErrors(issues as ReadonlyArray<Issue>)),
});
