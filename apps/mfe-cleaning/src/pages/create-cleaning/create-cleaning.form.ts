import {
  CLEANING_EXPERIENCE_MAX,
  CLEANING_EXPERIENCE_MIN,
  createCleaningServiceSchema,
  type CleaningService,
  type CreateCleaningServiceRequest,
} from '@reformas/shared-types';
import { parseServiceList } from '@reformas/shared-types/options';
import { fieldErrors, type FieldErrors } from '@reformas/web-core';

/** What the form holds: the service's fields, named by the schema; their values checked by it when sent. */
export type CreateCleaningValues = { [K in keyof CreateCleaningServiceRequest]?: unknown };

/** The experience choices of the form: 1 to 20 whole years, as numbers. */
export const EXPERIENCE_YEARS: number[] = Array.from(
  { length: CLEANING_EXPERIENCE_MAX - CLEANING_EXPERIENCE_MIN + 1 },
  (_, i) => CLEANING_EXPERIENCE_MIN + i,
);

/** What the form starts with: the session's name and phone, direct contact allowed, nothing ticked. */
export function initialCleaningValues(user: { name: string; phone?: string | null }): CreateCleaningValues {
  return {
    name: user.name,
    phone: user.phone ?? '',
    city: '',
    serviceType: [],
    description: '',
    hasReferences: false,
    allowDirectContact: true,
  };
}

/** The edit form's starting values: the service as its owner sees it (photos are managed apart). */
export function editCleaningValues(service: CleaningService): CreateCleaningValues {
  return {
    name: service.name,
    phone: service.phone,
    city: service.city,
    experience: service.experience,
    availability: service.availability,
    serviceType: parseServiceList(service.serviceType),
    description: service.description ?? '',
    hasReferences: service.hasReferences,
    allowDirectContact: service.allowDirectContact,
  };
}

/** One rule per field, straight from the shared schema the API applies (so the form says what the API would say). */
export const cleaningFieldSchemas = createCleaningServiceSchema.shape;

/**
 * The form's values checked with the shared schema: the request to send (trimmed, empty optionals as null, the
 * service types as a list, the session user's id), or the errors per field.
 */
export function toCreateCleaningRequest(
  values: CreateCleaningValues,
  userId: number,
):
  | { ok: true; request: CreateCleaningServiceRequest }
  | { ok: false; errors: FieldErrors<CreateCleaningValues> } {
  const parsed = createCleaningServiceSchema.safeParse({ ...values, userId });
  if (!parsed.success) return { ok: false, errors: fieldErrors<CreateCleaningValues>(parsed.error.issues) };
  return { ok: true, request: parsed.data };
}
