import type { Response } from 'supertest';

export type FieldError = { path: string; message: string };

/** The answer is a 400 that names exactly these fields, each with its Spanish message. */
export function expectFieldErrors(res: Pick<Response, 'status' | 'body'>, errors: FieldError[]): void {
  expect({ status: res.status, errors: (res.body as { errors?: FieldError[] }).errors }).toEqual({
    status: 400,
    errors,
  });
}

/** The answer is an error with this status and this Spanish message. */
export function expectError(res: Pick<Response, 'status' | 'body'>, status: number, message: string): void {
  expect({ status: res.status, message: (res.body as { message?: string }).message }).toEqual({
    status,
    message,
  });
}

/**
 * The answer is the 400 of invalid data naming these fields with their Spanish messages, in any order (the
 * order follows the schema's checks, not the form); `only`: and no other field.
 */
export function expectInvalidData(
  res: Pick<Response, 'status' | 'body'>,
  errors: FieldError[],
  options: { only?: boolean } = {},
): void {
  expectError(res, 400, 'Los datos enviados no son válidos');
  const fields = (res.body as { errors?: FieldError[] }).errors;
  expect(fields).toEqual(expect.arrayContaining(errors));
  if (options.only) expect(fields).toHaveLength(errors.length);
}
