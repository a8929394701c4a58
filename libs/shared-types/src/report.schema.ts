import { z } from './zod-es';
import { idSchema, idTextSchema, optionalText, text } from './common.schema';

// Reports ("Denunciar", docs/decisions.md "Reports"): anyone signed in may flag a request, a professional's or a
// cleaning service's page, a review, a message they received or an account; operators review them.

export const REPORT_TARGET_TYPES = [
  'project',
  'worker_profile',
  'cleaning_service',
  'review',
  'message',
  'user',
] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'fraud', 'offensive', 'personal_data', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'Indica qué quieres denunciar' }),
  targetId: idSchema,
  reason: z.enum(REPORT_REASONS, { message: 'Elige un motivo de la lista' }),
  details: optionalText(
    REPORT_DETAILS_MAX,
    `Los detalles pueden tener como máximo ${REPORT_DETAILS_MAX} caracteres`,
    {
      multiline: true,
    },
  ),
});
export type CreateReport = z.input<typeof createReportSchema>;

/** A report as its author sees it: what, why, when, and what became of it. */
export const reportSchema = z.object({
  id: z.number().int(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  /** When an operator's decision settled it; null while open. */
  decidedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

// Moderation (docs/decisions.md, "Moderation"): what an operator may do, always with a reason.
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'restore', 'suspend', 'lift'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** The kinds an operator can hide; an account is suspended instead. */
export const HIDEABLE_TYPES = ['project', 'worker_profile', 'cleaning_service', 'review', 'message'] as const;
export type HideableType = (typeof HIDEABLE_TYPES)[number];
export const MODERATION_REASON_MAX = 1000;

/** POST /api/admin/actions: one decision on one item (or account), with its reason for the log and the author. */
export const moderationActionSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { message: 'Elige una acción de la lista' }),
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'Indica sobre qué actúas' }),
  targetId: idSchema,
  reason: text({
    min: 1,
    max: MODERATION_REASON_MAX,
    message: 'Indica el motivo',
    maxMessage: `El motivo puede tener como máximo ${MODERATION_REASON_MAX} caracteres`,
    multiline: true,
  }),
});
export type ModerationActionRequest = z.input<typeof moderationActionSchema>;

/** One entry of the moderation log as the console shows it. */
export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ModerationLogEntryView = z.infer<typeof moderationLogEntrySchema>;

/** The console's queue: open reports grouped by item, most reported and oldest first. */
export const reportedItemSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.number().int(),
  reports: z.number().int(),
  reasons: z.array(z.enum(REPORT_REASONS)),
  firstReportedAt: z.string(),
  hidden: z.boolean(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/** GET /api/admin/history: the item (or account: `user`) whose moderation history the console shows. */
export const moderationHistoryQuerySchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: 'Indica el tipo de elemento' }),
  targetId: idTextSchema,
});
