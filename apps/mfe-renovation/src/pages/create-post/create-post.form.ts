import {
  createProjectFormSchema,
  createProjectSchema,
  type CreateProjectRequest,
  type Project,
  type RenovationType,
  type z,
} from '@reformas/shared-types';
import { CALCULATOR_HANDOFF_KEY, fieldErrors, type FieldErrors } from '@reformas/web-core';
import { SERVICES_TEXTS } from '@reformas/i18n-es';

/** The description the form starts with: the calculator's estimate and chosen items, when the user comes from it. */
export function descriptionFromCalculator(state: unknown): string {
  if (!state || typeof state !== 'object') return '';
  const handoff = (state as Record<string, unknown>)[CALCULATOR_HANDOFF_KEY];
  if (!handoff || typeof handoff !== 'object') return '';
  const description = (handoff as { description?: unknown }).description;
  return typeof description === 'string' ? description.slice(0, 2000) : '';
}

/**
 * What a card of /services hands over (`?servicio=<slug>`): the description naming the service, and the renovation
 * type it fits ('integral' for a whole home, 'other' for the rest). Unknown slugs give nothing.
 */
export function prefillForService(
  slug: string | null,
): { description: string; renovationType: RenovationType } | null {
  const card = SERVICES_TEXTS.cards.find((c) => c.slug === slug);
  if (!card) return null;
  return {
    description: SERVICES_TEXTS.requestFor(card.title),
    renovationType: card.slug === 'reforma-viviendas' ? 'integral' : 'other',
  };
}

export type CreatePostValues = Record<string, unknown>;

type Checked = { ok: true; request: CreateProjectRequest } | { ok: false; errors: FieldErrors };

/**
 * The form's values checked with the shared schema (the same the API applies): the request to send, or the
 * errors per field. The terms checkbox is checked here and never sent.
 */
export function toCreateRequest(values: CreatePostValues): Checked {
  return check(createProjectFormSchema, values);
}

/** An edit (PATCH /api/projects/{id}): the request's own schema, the one the API checks; no terms to accept again. */
export function toEditRequest(values: CreatePostValues): Checked {
  return check(createProjectSchema, values);
}

/** The form's starting values for an edit: the request as its author sees it. */
export function editValuesOf(project: Project): CreatePostValues {
  return {
    name: project.name,
    email: project.email ?? '',
    phone: project.phone,
    renovationType: project.renovationType,
    timeline: project.timeline,
    postalCode: project.postalCode,
    city: project.city,
    description: project.description ?? '',
    maxContacts: project.maxContacts,
  };
}

type RequestOut = z.output<typeof createProjectSchema>;

function check(schema: z.ZodType<RequestOut>, values: CreatePostValues): Checked {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error.issues) };
  const { termsAccepted: _terms, ...request } = parsed.data as RequestOut & { termsAccepted?: true };
  return {
    ok: true,
    request: { ...request, name: request.name ?? undefined, description: request.description ?? undefined },
  };
}
