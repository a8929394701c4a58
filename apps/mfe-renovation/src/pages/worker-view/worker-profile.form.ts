import {
  createWorkerProfileSchema,
  parseServiceList,
  updateWorkerProfileSchema,
  type CreateWorkerProfileRequest,
  type UpdateWorkerProfileRequest,
  type WorkerProfile,
} from '@reformas/shared-types';
import { websiteHref } from '@reformas/i18n-es';
import { fieldErrors, type FieldErrors } from '@reformas/web-core';

export type WorkerProfileFormValues = {
  companyName?: string | null;
  description?: string | null;
  services?: string[];
  experience?: number | null;
  websiteUrl?: string | null;
  city?: string | null;
  postalCode?: string | null;
  isPublic?: boolean;
  taxId?: string | null;
};

export type WorkerProfileSave =
  | { ok: true; kind: 'create'; body: CreateWorkerProfileRequest }
  | { ok: true; kind: 'update'; id: number; body: UpdateWorkerProfileRequest }
  | { ok: false; errors: FieldErrors<WorkerProfileFormValues> };

/** The form's starting values: the user's own profile, or an empty public one (isPublic defaults to true). */
export function formValuesOf(profile: WorkerProfile | null | undefined): WorkerProfileFormValues {
  return {
    companyName: profile?.companyName ?? '',
    description: profile?.description ?? '',
    services: parseServiceList(profile?.services),
    experience: profile?.experience ?? 0,
    websiteUrl: profile?.websiteUrl ?? '',
    city: profile?.city ?? '',
    postalCode: profile?.postalCode ?? '',
    isPublic: profile?.isPublic ?? true,
    taxId: profile?.taxId ?? '',
  };
}

/**
 * The values checked with the shared schema the API applies (experience a whole number, 0 by default):
 * a create when the user has no profile yet, else an update of their own; or the errors per field.
 * 'obras.es' is accepted as https://obras.es/, as the directory shows it.
 */
export function toWorkerProfileSave(
  values: WorkerProfileFormValues,
  existing: WorkerProfile | null | undefined,
): WorkerProfileSave {
  const website = values.websiteUrl?.trim() ?? '';
  const input = {
    ...values,
    experience: values.experience ?? 0,
    websiteUrl: website ? (websiteHref(website) ?? website) : '',
  };
  const parsed = existing
    ? updateWorkerProfileSchema.safeParse(input)
    : createWorkerProfileSchema.safeParse(input);
  if (!parsed.success)
    return { ok: false, errors: fieldErrors<WorkerProfileFormValues>(parsed.error.issues) };
  const { userId: _userId, ...body } = parsed.data as typeof parsed.data & { userId?: number };
  return existing ? { ok: true, kind: 'update', id: existing.id, body } : { ok: true, kind: 'create', body };
}
