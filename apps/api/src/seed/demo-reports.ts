import type { EntityManager } from 'typeorm';
import type { ReportReason, ReportTargetType } from '@reformas/shared-types';
import { Report } from '../reports/report.entity';

const HOUR_MS = 3_600_000;

/** Demo items the reports are about, and demo people who report them (none their own). */
export type DemoReportInput = {
  demoClient: number;
  demoProfessional: number;
  /** A request of another client, still on the board. */
  request: number;
  profile: number;
  cleaning: number;
  /** Clients other than the demo one. */
  clients: readonly number[];
};

/**
 * Open reports, so that the moderation console has a queue from the first `npm start`: one request reported twice
 * (it leads the queue), a professional's page and a cleaning service once each. The demo client's report shows
 * under 'Mis denuncias' on their account, pending.
 */
export async function seedDemoReports(tx: EntityManager, input: DemoReportInput): Promise<void> {
  const reports: [ReportTargetType, number, number, ReportReason, string | null, number][] = [
    [
      'project',
      input.request,
      input.demoClient,
      'fraud',
      'Pide un adelanto por transferencia antes de que nadie vea la obra.',
      30,
    ],
    ['project', input.request, input.demoProfessional, 'spam', 'Publica la misma solicitud cada día.', 6],
    [
      'worker_profile',
      input.profile,
      input.clients[4],
      'offensive',
      'La descripción insulta a otras empresas del sector.',
      20,
    ],
    ['cleaning_service', input.cleaning, input.clients[6], 'spam', null, 3],
  ];
  await tx.insert(
    Report,
    reports.map(([targetType, targetId, reporterId, reason, details, hoursAgo]) => ({
      targetType,
      targetId,
      reporterId,
      reason,
      details,
      createdAt: new Date(Date.now() - hoursAgo * HOUR_MS),
    })),
  );
}
