import { z } from './zod-es';

/**
 * Readiness (GET /api/health/ready, and GET /api/health, its older name): 200 while the process takes traffic;
 * 503 when the database does not answer or the process is stopping (`draining`), so a proxy or cluster sends
 * new requests elsewhere.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'draining', 'error']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** Liveness (GET /api/health/live): the process answers; never asks the database (a restart would not fix it). */
export const livenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export type Liveness = z.infer<typeof livenessSchema>;
