// The API's answers as the front-end tests fake them: one builder per shared-types answer, each a complete and
// realistic object (what a visitor is sent by default, masked as the API masks it), checked against the answer's
// zod schema, unknown fields refused, so a fixture can never drift from the contract. A test passes as overrides
// only the fields its assertions depend on.
import {
  cleaningServiceSchema,
  projectSchema,
  quoteSchema,
  sessionUserSchema,
  workerProfileSchema,
  z,
  type CleaningService,
  type Project,
  type Quote,
  type SessionUser,
  type WorkerProfile,
} from '@reformas/shared-types';

const projectAnswer = z.strictObject(projectSchema.shape);
const workerProfileAnswer = z.strictObject(workerProfileSchema.shape);
const cleaningServiceAnswer = z.strictObject(cleaningServiceSchema.shape);
const quoteAnswer = z.strictObject(quoteSchema.shape);
const sessionUserAnswer = z.strictObject(sessionUserSchema.shape);

/** An open renovation request on the board, as a visitor sees it: name and phone masked, no call offered. */
export function aProject(overrides: Partial<Project> = {}): Project {
  return projectAnswer.parse({
    id: 7,
    userId: 3,
    name: 'Carmen L.',
    phone: '***777',
    email: null,
    renovationType: 'kitchen',
    timeline: '1month',
    postalCode: '46001',
    city: 'Valencia',
    description: 'Cambiar los muebles de la cocina',
    createdAt: '2026-05-04T10:00:00.000Z',
    status: 'open',
    quoteCount: null,
    closeReason: null,
    closedAt: null,
    canCall: false,
    maxContacts: 5,
    revealed: false,
    canReveal: false,
    emailVerified: false,
    photos: [],
    estimate: null,
    ...overrides,
  });
}

/** A public worker profile in the directory, as a visitor sees it: phone masked, not yet reviewed. */
export function aWorkerProfile(overrides: Partial<WorkerProfile> = {}): WorkerProfile {
  return workerProfileAnswer.parse({
    id: 4,
    userId: 30,
    username: 'jperez',
    companyName: 'Reformas Pérez',
    description: 'Reformas integrales de baños y cocinas',
    services: '["bathroom","kitchen"]',
    experience: 12,
    logoUrl: null,
    websiteUrl: null,
    postalCode: '28001',
    city: 'Madrid',
    isPublic: true,
    taxId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    name: 'Jorge Pérez',
    phone: '***456',
    canCall: false,
    ratingAverage: null,
    ratingCount: 0,
    responseMinutes: null,
    emailVerified: false,
    photos: [],
    ...overrides,
  });
}

/** A cleaning service in the directory, as someone other than its owner sees it: name and phone masked. */
export function aCleaningService(overrides: Partial<CleaningService> = {}): CleaningService {
  return cleaningServiceAnswer.parse({
    id: 4,
    userId: 9,
    name: 'R***o',
    phone: '***2233',
    city: 'Sevilla',
    experience: 5,
    photoUrl: null,
    availability: 'morning',
    description: 'Limpieza de hogares y oficinas',
    hasReferences: true,
    serviceType: '["home","office"]',
    allowDirectContact: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ratingAverage: null,
    ratingCount: 0,
    responseMinutes: null,
    emailVerified: false,
    photos: [],
    paused: false,
    ...overrides,
  });
}

/**
 * A quote sent on request 7, as its author or the request's owner sees it: two lines at 21 % VAT (1.000 € + 210 €),
 * not yet opened.
 */
export function aQuote(overrides: Partial<Quote> = {}): Quote {
  return quoteAnswer.parse({
    id: 11,
    projectId: 7,
    professionalId: 30,
    status: 'sent',
    lines: [
      { concept: 'Desmontar los muebles', amountCents: 30_000 },
      { concept: 'Muebles nuevos e instalación', amountCents: 70_000 },
    ],
    vatRate: 21,
    startDate: '2026-12-10',
    durationDays: 10,
    validUntil: '2026-12-28',
    warrantyMonths: 24,
    message: 'Incluye la retirada de escombros.',
    subtotalCents: 100_000,
    vatCents: 21_000,
    totalCents: 121_000,
    firm: {
      name: 'Jorge Pérez',
      companyName: 'Reformas Pérez',
      taxId: 'B12345674',
      profileId: 4,
      ratingAverage: 4.5,
      ratingCount: 8,
      responseMinutes: 90,
    },
    createdAt: '2026-11-28T10:00:00.000Z',
    updatedAt: '2026-11-28T10:00:00.000Z',
    viewedAt: null,
    decidedAt: null,
    project: { renovationType: 'kitchen', city: 'Valencia', status: 'open' },
    ...overrides,
  });
}

/** A signed-in user with a confirmed address, a client unless told: name, e-mail and username follow its id. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = overrides.id ?? 3;
  return sessionUserAnswer.parse({
    id,
    email: `u${id}@ejemplo.es`,
    name: `Usuario ${id}`,
    userType: 'client',
    phone: '600000000',
    username: `u${id}`,
    emailVerified: true,
    ...overrides,
  });
}
