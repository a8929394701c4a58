import {
  createProjectFormSchema,
  createProjectSchema,
  projectEstimateSchema,
  renovationTypeSchema,
  type CreateProjectForm,
  type CreateProjectRequest,
  type Project,
  type ProjectEstimate,
  type RenovationType,
  type z,
} from '@reformas/shared-types';
import { fieldErrors, type FieldErrors } from '@reformas/web-core';
import { SERVICES_TEXTS } from '@reformas/i18n-es';

/** The calculator's estimate as the request keeps it (whether to show it is the form's `estimateShared`). */
export type CalculatorEstimate = Pick<ProjectEstimate, 'total' | 'items'>;

/**
 * The estimate a calculator hand-off brings (calculatorHandoffOf), checked as the API will check it, and the
 * renovation type it points to; null when there is none or it cannot be used (an older or damaged hand-off).
 */
export function estimateFromCalculator(
  handoff: unknown,
): (CalculatorEstimate & { renovationType?: RenovationType }) | null {
  if (!handoff || typeof handoff !== 'object') return null;
  const { total, items, renovationType } = handoff as Record<string, unknown>;
  const estimate = projectEstimateSchema.safeParse({ total, items, shared: false });
  if (!estimate.success) return null;
  const type = renovationTypeSchema.safeParse(renovationType);
  return {
    total: estimate.data.total,
    items: estimate.data.items,
    renovationType: type.success ? type.data : undefined,
  };
}

/** The form's values with the estimate it carries (or none), shown to professionals if `estimateShared` is ticked. */
export function withEstimate(
  values: CreatePostValues,
  estimate: CalculatorEstimate | null,
): CreatePostValues {
  const { estimateShared, ...rest } = values;
  return {
    ...rest,
    estimate: estimate
      ? { total: estimate.total, items: estimate.items, shared: estimateShared === true }
      : null,
  };
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

/**
 * What the form holds: the request form's fields, named by its schema (a misspelt field does not compile), and
 * whether the calculator's estimate is shown; the values are whatever the controls hold until the schema checks
 * them (a select's text, not yet one of the enum's values).
 */
export type CreatePostValues = { [K in keyof CreateProjectForm]?: unknown } & { estimateShared?: unknown };

type Checked =
  { ok: true; request: CreateProjectRequest } | { ok: false; errors: FieldErrors<CreatePostValues> };

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
    estimateShared: project.estimate?.shared ?? false,
  };
}

type RequestOut = z.output<typeof createProjectSchema>;

function check(schema: z.ZodType<RequestOut>, values: CreatePostValues): Checked {
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, errors: fieldErrors<CreatePostValues>(parsed.error.issues) };
  const { termsAccepted: _terms, ...request } = parsed.data as RequestOut & { termsAccepted?: true };
  return {
    ok: true,
    request: { ...request, name: request.name ?? undefined, description: request.description ?? undefined },
  };
}
