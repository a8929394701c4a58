// The reporter's notice of a decision (docs/decisions.md, "Telling the reporter"; DSA art. 16(5) and 17): what
// they reported and when, and what was decided, in plain words. Never the operator nor the operator's reason,
// which is written for the log and the author's statement of reasons.
import type { ReportTargetType } from '@reformas/shared-types';
import { REPORT_TARGET_TEXTS } from '@reformas/i18n-es';
import { hello, type MailContent } from '../mail/mail-templates';

/** A settled report as its notice needs it. */
export type SettledReport = {
  targetType: ReportTargetType;
  createdAt: Date;
  status: 'actioned' | 'dismissed';
};

// The report's day as the reporter lived it: Madrid's, whatever the server's time zone.
const dayFormat = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Madrid',
});

/** The decision in one sentence; an account is suspended rather than its content withdrawn. */
export function decisionText(report: Pick<SettledReport, 'targetType' | 'status'>): string {
  if (report.status === 'dismissed')
    return 'Hemos revisado tu denuncia y no hemos encontrado nada contrario a nuestras normas.';
  return report.targetType === 'user'
    ? 'Hemos revisado tu denuncia y hemos suspendido la cuenta.'
    : 'Hemos revisado tu denuncia y hemos retirado el contenido.';
}

export const reportOutcomeMail = (
  name: string,
  report: SettledReport,
  siteName: string,
  accountUrl: string,
): MailContent => ({
  subject: 'Hemos revisado tu denuncia',
  greeting: hello(name),
  paragraphs: [
    `El ${dayFormat.format(report.createdAt)} denunciaste ${REPORT_TARGET_TEXTS[report.targetType]} en ${siteName}.`,
    decisionText(report),
    report.status === 'dismissed'
      ? 'Si crees que se nos ha pasado algo por alto, puedes volver a denunciarlo contándonos qué ocurre.'
      : 'Gracias por avisarnos: nos ayudas a que este sea un sitio de confianza.',
  ],
  action: { label: 'Ver mis denuncias', url: accountUrl },
});
