// Option lists of the product (docs/product.md, "Option lists"): value/label pairs shared by the API and the front ends. This
// entry is free of zod (`@reformas/shared-types/options`): first loads read their values and checks from here.
import type { SessionUser } from './auth.schema';

export type Option<V extends string = string> = { readonly value: V; readonly label: string };

export const RENOVATION_TYPES = [
  { value: 'integral', label: 'Reforma integral' },
  { value: 'bathroom', label: 'Baños' },
  { value: 'kitchen', label: 'Cocinas' },
  { value: 'painting', label: 'Pintura' },
  { value: 'electricity', label: 'Electricidad' },
  { value: 'plumbing', label: 'Fontanería' },
  { value: 'air_conditioning', label: 'Aire acondicionado' },
  { value: 'aerothermal', label: 'Aerotermia' },
  { value: 'solar_panels', label: 'Placas solares' },
  { value: 'other', label: 'Otros' },
] as const satisfies readonly Option[];

export const TIMELINES = [
  { value: 'immediate', label: 'Inmediato' },
  { value: '15days', label: 'Próximos 15 días' },
  { value: '1month', label: 'Próximo mes' },
  { value: 'flexible', label: 'Fecha flexible' },
] as const satisfies readonly Option[];

export const CLEANING_SERVICE_TYPES = [
  { value: 'home', label: 'Hogar' },
  { value: 'office', label: 'Oficinas' },
  { value: 'commercial', label: 'Locales comerciales' },
  { value: 'end_of_tenancy', label: 'Fin de contrato' },
  { value: 'deep_cleaning', label: 'Limpieza profunda' },
  { value: 'after_renovation', label: 'Post reforma' },
  { value: 'others', label: 'Otros servicios' },
] as const satisfies readonly Option[];

export const AVAILABILITY_OPTIONS = [
  { value: 'full_time', label: 'Jornada completa' },
  { value: 'morning', label: 'Mañanas' },
  { value: 'afternoon', label: 'Tardes' },
  { value: 'weekends', label: 'Fines de semana' },
  { value: 'flexible', label: 'Horario flexible' },
] as const satisfies readonly Option[];

// Why a client closes one of their requests (docs/product.md, "Client's requests").
export const CLOSE_REASONS = [
  { value: 'found', label: 'Ya he encontrado profesional' },
  { value: 'not_needed', label: 'Ya no lo necesito' },
] as const satisfies readonly Option[];

export const USER_TYPES = ['professional', 'client', 'cleaning'] as const;

/**
 * What each user type may publish, decided here once (docs/product.md, "Roles"): the API refuses the others with
 * 403 and the menus, drawer and publish pages offer only these. A worker profile is a professional's, a cleaning
 * service a cleaner's, a renovation request a client's (SPEC §6: "client: publish renovation requests").
 */
export const PUBLISHER_OF = {
  workerProfile: 'professional',
  cleaningService: 'cleaning',
  renovationRequest: 'client',
} as const satisfies Record<string, (typeof USER_TYPES)[number]>;
export type Publication = keyof typeof PUBLISHER_OF;

/** Whether a user of this type may publish this kind of thing (false when signed out). */
export function mayPublish(userType: UserType | null | undefined, what: Publication): boolean {
  return userType === PUBLISHER_OF[what];
}

/**
 * Whether users of this type provide a service others review and write to: professionals and cleaners
 * have reviews and a response time; clients have neither.
 */
export function isProvider(userType: UserType | null | undefined): boolean {
  return userType === 'professional' || userType === 'cleaning';
}

type ValuesOf<L extends readonly Option[]> = L[number]['value'];
export type RenovationType = ValuesOf<typeof RENOVATION_TYPES>;
export type Timeline = ValuesOf<typeof TIMELINES>;
export type CleaningServiceType = ValuesOf<typeof CLEANING_SERVICE_TYPES>;
export type Availability = ValuesOf<typeof AVAILABILITY_OPTIONS>;
export type CloseReason = ValuesOf<typeof CLOSE_REASONS>;
export type UserType = (typeof USER_TYPES)[number];

const valuesOf = <L extends readonly Option[]>(list: L) =>
  list.map((o) => o.value) as unknown as [ValuesOf<L>, ...ValuesOf<L>[]];

export const RENOVATION_TYPE_VALUES = valuesOf(RENOVATION_TYPES);
export const TIMELINE_VALUES = valuesOf(TIMELINES);
export const CLEANING_SERVICE_TYPE_VALUES = valuesOf(CLEANING_SERVICE_TYPES);
export const AVAILABILITY_VALUES = valuesOf(AVAILABILITY_OPTIONS);
export const CLOSE_REASON_VALUES = valuesOf(CLOSE_REASONS);

/** Whether `value` is one of `values` (narrows it to their type). */
export function isOneOf<V extends string>(values: readonly V[], value: unknown): value is V {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** The 'all' choice of a filter (board, dashboard, cleaning directory) and the general set of ads. */
export const ALL_OPTION = '_all';

/** A filter's choices: 'all' (with the screen's wording) first, then the list. */
export function withAllOption(allLabel: string, list: readonly Option[]): readonly Option[] {
  return [{ value: ALL_OPTION, label: allLabel }, ...list];
}

/** The label of a value: the label when known, else the raw value, else '' when there is no value. */
export function optionLabel(list: readonly Option[], value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return list.find((o) => o.value === value)?.label ?? value;
}

/** Ad categories of the sponsored panel (docs/product.md, "Entities"); ALL_OPTION is the general set. */
export const AD_CATEGORIES = [
  'bathroom',
  'kitchen',
  'complete',
  'painting',
  'flooring',
  'windows',
  'exterior',
  'electrical',
  'plumbing',
  ALL_OPTION,
] as const;
export type AdCategory = (typeof AD_CATEGORIES)[number];

/**
 * Reads a stored services/serviceType text: a JSON-encoded list, else comma-separated text;
 * a value that is neither becomes a single-item list. Here, without zod, so the directories can
 * read it through `@reformas/shared-types/options`.
 */
export function parseServiceList(text: string | null | undefined): string[] {
  if (!text) return [];
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.map(String).filter(Boolean);
    } catch {
      return [trimmed];
    }
  }
  if (trimmed.includes(',')) {
    return trimmed
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  return trimmed ? [trimmed] : [];
}

/**
 * `sessionUserSchema`'s check without zod, for the browser's stored copy of the session (read on every first
 * load, where zod must not be): the user's fields, or an Error saying which one is wrong. A username missing
 * from an older copy is the e-mail's local part. schemas.spec.ts keeps both checks in agreement.
 */
export function parseSessionUser(value: unknown): SessionUser {
  if (!value || typeof value !== 'object') throw new Error('no es un objeto');
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'number' || !Number.isInteger(v.id)) throw new Error('id no válido');
  if (typeof v.email !== 'string' || typeof v.name !== 'string') throw new Error('email o nombre no válidos');
  if (!isOneOf(USER_TYPES, v.userType)) throw new Error('tipo de usuario no válido');
  if (v.phone !== null && v.phone !== undefined && typeof v.phone !== 'string')
    throw new Error('teléfono no válido');
  return {
    id: v.id,
    username: typeof v.username === 'string' ? v.username : v.email.split('@')[0],
    email: v.email,
    name: v.name,
    userType: v.userType,
    phone: typeof v.phone === 'string' ? v.phone : null,
    // An older stored copy has no such field: unconfirmed until the server says otherwise.
    emailVerified: v.emailVerified === true,
  };
}
