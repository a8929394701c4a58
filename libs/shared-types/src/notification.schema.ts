import { z } from './zod-es';
import { RENOVATION_TYPE_VALUES } from './options';
import { text } from './common.schema';

/**
 * The kinds of notification e-mail, each with its own switch and its own one-click unsubscribe
 * (docs/decisions.md, "Notification e-mails"). Account e-mails (confirmation, password) are not among them.
 */
// 'quotes': a new or revised quote to the request's owner, the owner's decision to each author, and the reminder
// before the first quote of a request expires.
export const NOTIFICATION_KINDS = ['unreadMessages', 'reviews', 'requestAlerts', 'quotes'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/**
 * An area of a request alert: a postal-code prefix (2 to 5 digits: '28' is the province of Madrid, '28013' one
 * district) or a city's name, compared ignoring case.
 */
export const alertAreaSchema = z
  .string({ message: 'Indica un código postal o una ciudad' })
  .trim()
  .min(2, 'Indica al menos las dos primeras cifras del código postal o el nombre de la ciudad')
  .max(60, 'El nombre de la ciudad es demasiado largo')
  .refine((area) => !/^\d+$/.test(area) || area.length <= 5, 'Un código postal tiene 5 cifras');

/** GET and PUT /api/notifications/settings: the switches of /profile/notificaciones. */
export const notificationSettingsSchema = z.object({
  unreadMessages: z.boolean({ message: 'Indica sí o no' }),
  reviews: z.boolean({ message: 'Indica sí o no' }),
  requestAlerts: z.boolean({ message: 'Indica sí o no' }),
  quotes: z.boolean({ message: 'Indica sí o no' }),
  alertFrequency: z.enum(ALERT_FREQUENCIES, { message: 'Elige «al momento» o «resumen diario»' }),
  alertTypes: z
    .array(z.enum(RENOVATION_TYPE_VALUES, { message: 'Tipo de reforma no válido' }), {
      message: 'Elige los tipos de reforma',
    })
    .max(RENOVATION_TYPE_VALUES.length, 'Demasiados tipos de reforma'),
  alertAreas: z.array(alertAreaSchema, { message: 'Indica las zonas' }).max(20, 'Como mucho 20 zonas'),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** POST /api/notifications/unsubscribe and /resubscribe: the token of the e-mail's link. */
export const unsubscribeRequestSchema = z.object({
  token: text({ min: 1, max: 300, message: 'El enlace no es válido o ha caducado.' }),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;

/** What an unsubscribe link stopped (or started again): the kind, and the address it concerns, partly hidden. */
export const unsubscribeAnswerSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  subscribed: z.boolean(),
  email: z.string(),
});
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
