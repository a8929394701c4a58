import type { EntityManager } from 'typeorm';
import { addDays, isValidTaxId, quoteTotals, spainToday, type QuoteStatus } from '@reformas/shared-types';
import { ProjectContact } from '../projects/project-contact.entity';
import { RenovationProject } from '../projects/renovation-project.entity';
import { Quote } from '../quotes/quote.entity';
import { WorkerProfile } from '../workers/worker-profile.entity';

// The demo's quotes (docs/decisions.md, "Quotes and hiring"): the demo client compares quotes on a fresh request,
// has hired one professional and seen another's work done; the demo professional has a quote in every state.

/** A valid CIF of a limited company (B…) for the demo's n-th firm: its control digit found by the check itself. */
function demoCif(n: number): string {
  const body = `B${String(1_234_567 + n * 7_919)
    .padStart(7, '0')
    .slice(-7)}`;
  for (let digit = 0; digit <= 9; digit++) if (isValidTaxId(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error(`no control digit for ${body}`);
}

const LINES: [concept: string, euros: number][][] = [
  [
    ['Demolición y retirada de escombros', 850],
    ['Fontanería y desagües', 1_240],
    ['Alicatado y solado (material incluido)', 2_380.5],
    ['Sanitarios y grifería', 1_120],
  ],
  [
    ['Mano de obra', 2_900],
    ['Materiales', 1_675.25],
    ['Limpieza final', 180],
  ],
  [
    ['Preparación de superficies', 640],
    ['Pintura plástica, dos manos', 1_480],
  ],
];

type DemoQuote = {
  request: number;
  professional: number;
  status: Exclude<QuoteStatus, 'expired'>;
  // When it was sent, as a share of the request's age (0: when published, 1: now); valid for this many days.
  sentAt: number;
  validDays: number;
};

export type DemoQuoteInput = {
  /** The demo's requests in order, with their ids and publication dates. */
  requests: { id: number; createdAt: Date }[];
  /** Professionals' user ids; the first is the demo professional. */
  professionals: number[];
  companyOf: (index: number) => string;
};

export async function seedDemoQuotes(tx: EntityManager, input: DemoQuoteInput): Promise<void> {
  const { requests, professionals, companyOf } = input;
  for (const [index, userId] of professionals.entries())
    await tx.update(WorkerProfile, { userId }, { taxId: demoCif(index) });

  // Requests 0, 25 and 50 are the demo client's (requests[i] is clients[i % 25]'s); professional 0 is the demo one.
  const quotes: DemoQuote[] = [
    // Open, being compared: one the client opened, two new, one withdrawn.
    { request: 0, professional: 0, status: 'viewed', sentAt: 0.3, validDays: 30 },
    { request: 0, professional: 1, status: 'sent', sentAt: 0.5, validDays: 30 },
    { request: 0, professional: 2, status: 'sent', sentAt: 0.6, validDays: 15 },
    { request: 0, professional: 3, status: 'withdrawn', sentAt: 0.4, validDays: 30 },
    // Hired: one accepted, the others not selected.
    { request: 25, professional: 4, status: 'accepted', sentAt: 0.3, validDays: 30 },
    { request: 25, professional: 0, status: 'not_selected', sentAt: 0.4, validDays: 30 },
    { request: 25, professional: 5, status: 'not_selected', sentAt: 0.5, validDays: 20 },
    // Completed: the demo professional did the work (the demo client's review of them is marked hired).
    { request: 50, professional: 0, status: 'accepted', sentAt: 0.2, validDays: 30 },
    { request: 50, professional: 6, status: 'not_selected', sentAt: 0.3, validDays: 30 },
    // Other clients' open requests: one of the demo professional's expired (valid 3 days, sent a week ago), one
    // still sent, one withdrawn.
    { request: 60, professional: 0, status: 'sent', sentAt: 0.1, validDays: 3 },
    { request: 60, professional: 1, status: 'viewed', sentAt: 0.3, validDays: 30 },
    { request: 3, professional: 0, status: 'sent', sentAt: 0.5, validDays: 30 },
    { request: 10, professional: 0, status: 'withdrawn', sentAt: 0.3, validDays: 30 },
  ];
  const now = Date.now();
  const between = (request: number, share: number) => {
    const created = requests[request]?.createdAt.getTime() ?? now;
    return new Date(created + (now - created) * share);
  };
  await tx.insert(
    Quote,
    quotes.map((quote, n) => {
      const lines = (LINES[n % LINES.length] ?? []).map(([concept, euros]) => ({
        concept,
        amountCents: Math.round(euros * 100),
      }));
      const vatRate = n % 4 === 3 ? 21 : 10;
      const sentAt = between(quote.request, quote.sentAt);
      const sentDay = spainToday(sentAt);
      const decided = quote.status !== 'sent' && quote.status !== 'viewed';
      return {
        projectId: requests[quote.request]?.id,
        professionalId: professionals[quote.professional],
        lines,
        vatRate,
        ...quoteTotals(lines, vatRate),
        startDate: addDays(sentDay, 7 + n),
        durationDays: 5 + (n % 4) * 5,
        validUntil: addDays(sentDay, quote.validDays),
        warrantyMonths: n % 2 === 0 ? 24 : 12,
        message:
          n % 3 === 0
            ? 'Hemos visto las fotos y la descripción. El precio incluye materiales de primera calidad y la limpieza al terminar.'
            : null,
        status: quote.status,
        firmName: companyOf(quote.professional),
        taxId: demoCif(quote.professional),
        createdAt: sentAt,
        updatedAt: sentAt,
        viewedAt: quote.status === 'sent' ? null : between(quote.request, quote.sentAt + 0.05),
        decidedAt: decided ? between(quote.request, quote.request === 50 ? 0.5 : 0.8) : null,
      };
    }),
  );
  // Each author holds a contact slot of the request, as sending a quote takes one.
  await tx.insert(
    ProjectContact,
    quotes.map((quote) => ({
      projectId: requests[quote.request]?.id,
      professionalId: professionals[quote.professional],
      createdAt: between(quote.request, quote.sentAt),
    })),
  );
  // Request 25 hired, request 50 hired and then its work done: both off the board.
  for (const [request, completed] of [
    [25, false],
    [50, true],
  ] as const) {
    const hiredAt = between(request, request === 50 ? 0.5 : 0.8);
    await tx.update(
      RenovationProject,
      { id: requests[request]?.id },
      {
        closedAt: hiredAt,
        closeReason: 'hired',
        hiredAt,
        completedAt: completed ? between(request, 0.9) : null,
      },
    );
  }
}
