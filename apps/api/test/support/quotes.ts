import { addDays, spainToday, type Quote, type QuoteBody } from '@reformas/shared-types';
import type { Agent } from './users';

/**
 * A valid quote's body, with what a test changes. Its dates are read at each call, not once at load: a run that
 * crosses midnight in Madrid must compare with the server's day.
 */
export const quoteBody = (overrides: Partial<QuoteBody> = {}): QuoteBody => ({
  lines: [
    { concept: 'Demolición y retirada de escombros', amountCents: 40_000 },
    { concept: 'Plato de ducha y mampara', amountCents: 123_456 },
  ],
  vatRate: 21,
  startDate: addDays(spainToday(), 7),
  durationDays: 10,
  validUntil: addDays(spainToday(), 30),
  warrantyMonths: 24,
  message: 'Incluye la retirada de la bañera antigua.',
  ...overrides,
});

/** POST /api/projects/{id}/quotes as the professional signed in on `agent` (the answer is the test's to check). */
export const sendQuote = (agent: Agent, projectId: number, body: object = quoteBody()) =>
  agent.post(`/api/projects/${projectId}/quotes`).send(body);

/** Sends a valid quote (with `overrides`) and returns it, failing unless it is created (201). */
export const sentQuote = async (agent: Agent, projectId: number, overrides: Partial<QuoteBody> = {}) =>
  (await sendQuote(agent, projectId, quoteBody(overrides)).expect(201)).body as Quote;
