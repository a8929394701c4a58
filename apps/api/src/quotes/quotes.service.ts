import { Injectable } from '@nestjs/common';
import {
  QUOTE_STATUSES,
  isOneOf,
  mayTake,
  quoteTotals,
  type Quote,
  type QuoteLine,
  type QuoteStatus,
  type SessionUser,
  type quoteBodySchema,
  type quoteListQuerySchema,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import { Sql, type SqlTransaction } from '../database/sql';
import type { WithIsoTimestamps } from '../database/iso-timestamps';
import { Notices } from '../notifications/notices';
import { newQuoteMail, quoteAcceptedMail, quoteNotSelectedMail } from '../notifications/notification-mails';
import { LOCK_PROJECT, ProjectContactsService } from '../projects/project-contacts.service';
import { ProjectsService } from '../projects/projects.service';
import { renovationProjects } from '../projects/renovation-project.entity';
import { users } from '../users/user.entity';
import { workerProfiles } from '../workers/worker-profile.entity';
import { QUOTE_TERMS } from './quote.entity';
import { fromCondition } from './quote-process';
import { quotePdf } from './quote-pdf';
import { projectStatusOf, quoteSql } from './quote-sql';
import { SqlService } from '../database/sql-service';

type QuoteBody = z.output<typeof quoteBodySchema>;
type QuoteListQuery = z.output<typeof quoteListQuerySchema>;
const AS_ISO = { isoTimestamps: true };

/** A quote as read, with its request's owner and state and its author's track record. */
type QuoteRow = WithIsoTimestamps<{
  id: number;
  projectId: number;
  professionalId: number;
  lines: QuoteLine[];
  vatRate: number;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
  startDate: string;
  durationDays: number;
  validUntil: string;
  warrantyMonths: number;
  message: string | null;
  status: string;
  firmName: string;
  taxId: string;
  createdAt: Date;
  updatedAt: Date;
  viewedAt: Date | null;
  decidedAt: Date | null;
  companyName: string | null;
  profileId: number | null;
  ratingAverage: number | null;
  ratingCount: number | null;
  responseMinutes: number | null;
  ownerId: number | null;
  renovationType: string;
  city: string;
  description: string | null;
  clientName: string;
  closedAt: Date | null;
  closeReason: string | null;
  completedAt: Date | null;
}>;

function statements(db: Sql) {
  const rules = quoteSql(db);
  const q = rules.table;
  const p = db.table(renovationProjects);
  const u = db.table(users);
  const w = db.table(workerProfiles);
  const select = `SELECT ${q.select('q', ['id', 'projectId', 'professionalId', 'lines', 'vatRate', 'subtotalCents', 'vatCents', 'totalCents', 'durationDays', 'warrantyMonths', 'message', 'firmName', 'taxId', 'createdAt', 'updatedAt', 'viewedAt', 'decidedAt'])},
      ${q.col('startDate', 'q')}::text AS "startDate", ${q.col('validUntil', 'q')}::text AS "validUntil",
      ${rules.status('q')} AS "status",
      ${u.col('companyName', 'u')} AS "companyName",
      CASE WHEN ${w.col('isPublic', 'w')} IS NOT FALSE THEN ${w.col('id', 'w')} END AS "profileId",
      ${w.col('ratingAverage', 'w')} AS "ratingAverage", ${w.col('ratingCount', 'w')} AS "ratingCount",
      ${w.col('responseMinutes', 'w')} AS "responseMinutes",
      ${p.col('userId', 'p')} AS "ownerId", ${p.col('renovationType', 'p')} AS "renovationType",
      ${p.col('city', 'p')} AS "city", ${p.col('description', 'p')} AS "description", ${p.col('name', 'p')} AS "clientName",
      ${p.col('closedAt', 'p')} AS "closedAt", ${p.col('closeReason', 'p')} AS "closeReason",
      ${p.col('completedAt', 'p')} AS "completedAt"
    FROM ${q.name} q
      JOIN ${p.name} p ON ${p.col('id', 'p')} = ${q.col('projectId', 'q')}
      JOIN ${u.name} u ON ${u.col('id', 'u')} = ${q.col('professionalId', 'q')}
      LEFT JOIN ${w.name} w ON ${w.col('userId', 'w')} = ${q.col('professionalId', 'q')}`;
  const status = q.col('status');
  const expired = rules.expired();
  const open = `EXISTS (SELECT 1 FROM ${p.name} WHERE ${p.col('id')} = ${q.col('projectId')} AND ${p.col('closedAt')} IS NULL)`;
  // What a send writes and a revision rewrites, in the order of columnsOf.
  const quoteColumns = [...QUOTE_TERMS, 'taxId'] as const;
  return {
    rules,
    byId: `${select} WHERE ${q.col('id', 'q')} = $1`,
    ofProject: `${select} WHERE ${q.col('projectId', 'q')} = $1 ORDER BY ${q.col('createdAt', 'q')}, ${q.col('id', 'q')}`,
    ofProjectBy: `${select} WHERE ${q.col('projectId', 'q')} = $1 AND ${q.col('professionalId', 'q')} = $2`,
    // 'Mis presupuestos' (IDX_quotes_professional_created); $2: a status, or null for all.
    mine: `${select} WHERE ${q.col('professionalId', 'q')} = $1 AND ($2::text IS NULL OR ${rules.status('q')} = $2)
      ORDER BY ${q.col('createdAt', 'q')} DESC, ${q.col('id', 'q')} DESC`,
    projectOwner: `SELECT ${p.col('userId')} AS "userId" FROM ${p.name} WHERE ${p.col('id')} = $1`,
    // The firm a quote names now: the company name (else the person's), and the profile's NIF/CIF.
    firm: `SELECT ${w.col('id', 'w')} AS "profileId", ${w.col('taxId', 'w')} AS "taxId",
        coalesce(nullif(${u.col('companyName', 'u')}, ''), ${u.col('name', 'u')}) AS "firmName"
      FROM ${u.name} u LEFT JOIN ${w.name} w ON ${w.col('userId', 'w')} = ${u.col('id', 'u')} WHERE ${u.col('id', 'u')} = $1`,
    exists: `SELECT 1 FROM ${q.name} WHERE ${q.col('projectId')} = $1 AND ${q.col('professionalId')} = $2`,
    insert: `INSERT INTO ${q.name} (${q.col('projectId')}, ${q.col('professionalId')}, ${q.col('status')},
        ${quoteColumns.map((c) => q.col(c)).join(', ')})
      VALUES ($1, $2, 'sent', ${quoteColumns.map((_, i) => `$${i + 3}`).join(', ')})
      ON CONFLICT (${q.col('projectId')}, ${q.col('professionalId')}) DO NOTHING RETURNING ${q.col('id')} AS "id"`,
    revise: `UPDATE ${q.name} SET ${quoteColumns.map((c, i) => `${q.col(c)} = $${i + 2}`).join(', ')},
        ${status} = 'sent', ${q.col('viewedAt')} = NULL, ${q.col('updatedAt')} = now()
      WHERE ${q.col('id')} = $1 AND ${fromCondition('revise', status, expired)} AND ${open}
      RETURNING (extract(epoch FROM ${q.col('updatedAt')}) * 1000)::bigint::text AS "version"`,
    withdraw: `UPDATE ${q.name} SET ${status} = 'withdrawn', ${q.col('decidedAt')} = now()
      WHERE ${q.col('id')} = $1 AND ${fromCondition('withdraw', status, expired)}`,
    decline: `UPDATE ${q.name} SET ${status} = 'not_selected', ${q.col('decidedAt')} = now()
      WHERE ${q.col('id')} = $1 AND ${fromCondition('decline', status, expired)}`,
    viewOne: `UPDATE ${q.name} SET ${status} = 'viewed', ${q.col('viewedAt')} = now()
      WHERE ${q.col('id')} = $1 AND ${fromCondition('view', status, expired)}`,
    viewAll: `UPDATE ${q.name} SET ${status} = 'viewed', ${q.col('viewedAt')} = now()
      WHERE ${q.col('projectId')} = $1 AND ${fromCondition('view', status, expired)}`,
    lock: 'SELECT pg_advisory_xact_lock($1, $2)',
    // Under the request's lock: its state and the quote's, as they are now.
    decision: `SELECT ${p.col('closedAt', 'p')} IS NULL AS "open", ${p.col('closeReason', 'p')} AS "closeReason",
        ${rules.status('q')} AS "status"
      FROM ${q.name} q JOIN ${p.name} p ON ${p.col('id', 'p')} = ${q.col('projectId', 'q')} WHERE ${q.col('id', 'q')} = $1`,
    accept: `UPDATE ${q.name} SET ${status} = 'accepted', ${q.col('decidedAt')} = now()
      WHERE ${q.col('id')} = $1 AND ${fromCondition('accept', status, expired)}`,
    hire: `UPDATE ${p.name} SET ${p.col('closedAt')} = now(), ${p.col('closeReason')} = 'hired', ${p.col('hiredAt')} = now()
      WHERE ${p.col('id')} = $1 AND ${p.col('closedAt')} IS NULL`,
    notSelected: `UPDATE ${q.name} SET ${status} = 'not_selected', ${q.col('decidedAt')} = now()
      WHERE ${q.col('projectId')} = $1 AND ${q.col('id')} <> $2 AND ${fromCondition('notSelected', status, expired)}
      RETURNING ${q.col('id')} AS "id", ${q.col('professionalId')} AS "professionalId"`,
    // The client's contact for the chosen professional: the request's, its e-mail else the account's.
    client: `SELECT ${p.col('name', 'p')} AS "name", ${p.col('phone', 'p')} AS "phone",
        coalesce(${p.col('email', 'p')}, ${u.col('email', 'u')}) AS "email"
      FROM ${p.name} p LEFT JOIN ${u.name} u ON ${u.col('id', 'u')} = ${p.col('userId', 'p')} WHERE ${p.col('id', 'p')} = $1`,
  };
}

/**
 * Quotes and hiring (docs/decisions.md, "Quotes and hiring"): a professional's written quote on an open request,
 * which takes a contact slot as a reveal does; its revisions and withdrawal; the owner's comparison, decline and
 * acceptance, which hires the request and tells every author by e-mail in the same transaction. Every change of
 * state is a conditional UPDATE built from the one table of the process (quote-process.ts).
 */
@Injectable()
export class QuotesService extends SqlService<ReturnType<typeof statements>> {
  constructor(
    db: Sql,
    private readonly contacts: ProjectContactsService,
    private readonly projects: ProjectsService,
    private readonly notices: Notices,
  ) {
    super(db, statements);
  }

  /** POST /api/projects/{id}/quotes. */
  async create(projectId: number, body: QuoteBody, caller: SessionUser): Promise<Quote> {
    if (caller.userType !== 'professional') throw new DomainError('QUOTE_PROFESSIONALS_ONLY');
    const id = await this.db.transaction(async (tx) => {
      const project = await this.contacts.lockForSlot(tx, projectId, caller.id);
      if (!project) throw new DomainError('PROJECT_NOT_FOUND');
      if (project.userId === caller.id) throw new DomainError('QUOTE_OWN_PROJECT');
      if (!project.open) throw new DomainError('QUOTE_PROJECT_NOT_OPEN');
      const firm = await this.firmOf(tx, caller.id);
      if ((await tx.rows(this.sql.exists, [projectId, caller.id])).length > 0)
        throw new DomainError('QUOTE_EXISTS');
      await this.contacts.takeSlot(tx, projectId, caller.id, project);
      const [inserted] = await tx.rows<{ id: number }>(this.sql.insert, [
        projectId,
        caller.id,
        ...this.columnsOf(body, firm),
      ]);
      if (!inserted) throw new DomainError('QUOTE_EXISTS');
      if (project.userId !== null) {
        const totals = quoteTotals(body.lines, body.vatRate);
        const url = this.notices.link(`/projects/${projectId}`);
        await this.notices.send(tx, project.userId, 'quotes', `quote-new:${inserted.id}`, (to) =>
          newQuoteMail(to.name, firm.firmName, totals.totalCents, project, url, false),
        );
      }
      return inserted.id;
    });
    return this.answer(id, caller);
  }

  /** PUT /api/quotes/{id}: the whole quote again, read anew by the owner; its firm copied again. */
  async revise(id: number, body: QuoteBody, caller: SessionUser): Promise<Quote> {
    const row = await this.authorsQuote(id, caller);
    await this.db.transaction(async (tx) => {
      const firm = await this.firmOf(tx, caller.id);
      const [revised] = await tx.rows<{ version: string }>(this.sql.revise, [
        id,
        ...this.columnsOf(body, firm),
      ]);
      if (!revised) {
        if (!mayTake('revise', row.status as QuoteStatus)) throw new DomainError('QUOTE_DECIDED');
        throw new DomainError('QUOTE_PROJECT_NOT_OPEN');
      }
      if (row.ownerId !== null) {
        const totals = quoteTotals(body.lines, body.vatRate);
        const url = this.notices.link(`/projects/${row.projectId}`);
        // One e-mail per revision: its time is in the key.
        await this.notices.send(tx, row.ownerId, 'quotes', `quote-revised:${id}:${revised.version}`, (to) =>
          newQuoteMail(to.name, firm.firmName, totals.totalCents, row, url, true),
        );
      }
    });
    return this.answer(id, caller);
  }

  /** POST /api/quotes/{id}/withdraw: the slot it took stays taken, as a reveal's does. */
  async withdraw(id: number, caller: SessionUser): Promise<Quote> {
    await this.authorsQuote(id, caller);
    if ((await this.db.execute(this.sql.withdraw, [id])) === 0) throw new DomainError('QUOTE_DECIDED');
    return this.answer(id, caller);
  }

  /**
   * GET /api/projects/{id}/quotes: every quote to the request's owner (reading them marks the sent ones viewed),
   * a professional's own one (a list of 0 or 1) to them, 403 to anyone else.
   */
  async listForProject(projectId: number, caller: SessionUser): Promise<Quote[]> {
    const owner = await this.db.one<{ userId: number | null }>(this.sql.projectOwner, [projectId]);
    if (!owner) throw new DomainError('PROJECT_NOT_FOUND');
    if (owner.userId === caller.id) {
      await this.db.execute(this.sql.viewAll, [projectId]);
      const rows = await this.db.rows<QuoteRow>(this.sql.ofProject, [projectId], AS_ISO);
      return rows.map(toQuote);
    }
    if (caller.userType !== 'professional') throw new DomainError('QUOTE_NOT_ACCESSIBLE');
    const rows = await this.db.rows<QuoteRow>(this.sql.ofProjectBy, [projectId, caller.id], AS_ISO);
    return rows.map(toQuote);
  }

  /** GET /api/quotes: the caller's own quotes, newest first, optionally of one state. */
  async listMine(caller: SessionUser, query: QuoteListQuery): Promise<Quote[]> {
    const rows = await this.db.rows<QuoteRow>(this.sql.mine, [caller.id, query.status ?? null], AS_ISO);
    return rows.map(toQuote);
  }

  /**
   * POST /api/quotes/{id}/accept, by the request's owner: under the request's advisory lock (the key its slots
   * take), the quote accepted, every other one pending not selected, the request hired, and each author told, all
   * in one transaction. Of two accepts at once, the second finds the request hired (409).
   */
  async accept(id: number, caller: SessionUser): Promise<Quote> {
    const row = await this.ownersQuote(id, caller);
    await this.db.transaction(async (tx) => {
      await tx.execute(this.sql.lock, [LOCK_PROJECT, row.projectId]);
      const [now] = await tx.rows<{ open: boolean; closeReason: string | null; status: QuoteStatus }>(
        this.sql.decision,
        [id],
      );
      if (!now) throw new DomainError('QUOTE_NOT_FOUND');
      if (!now.open)
        throw new DomainError(
          now.closeReason === 'hired' ? 'PROJECT_ALREADY_HIRED' : 'QUOTE_PROJECT_NOT_OPEN',
        );
      if (now.status === 'expired') throw new DomainError('QUOTE_EXPIRED');
      if (!mayTake('accept', now.status)) throw new DomainError('QUOTE_DECIDED');
      if ((await tx.execute(this.sql.accept, [id])) === 0) throw new DomainError('QUOTE_EXPIRED');
      if ((await tx.execute(this.sql.hire, [row.projectId])) === 0)
        throw new DomainError('PROJECT_ALREADY_HIRED');
      const others = await tx.rows<{ id: number; professionalId: number }>(this.sql.notSelected, [
        row.projectId,
        id,
      ]);
      const [client] = await tx.rows<{ name: string; phone: string; email: string | null }>(this.sql.client, [
        row.projectId,
      ]);
      const projectUrl = this.notices.link(`/projects/${row.projectId}`);
      if (client)
        await this.notices.send(tx, row.professionalId, 'quotes', `quote-accepted:${id}`, (to) =>
          quoteAcceptedMail(to.name, client, row, projectUrl),
        );
      const mineUrl = this.notices.link('/worker-view');
      for (const other of others)
        await this.notices.send(tx, other.professionalId, 'quotes', `quote-not-selected:${other.id}`, (to) =>
          quoteNotSelectedMail(to.name, row, mineUrl, true),
        );
    });
    // Off the board: the board's total counts it no more.
    this.projects.forgetCounts();
    return this.answer(id, caller);
  }

  /** POST /api/quotes/{id}/decline, by the request's owner: not selected, and its author told. */
  async decline(id: number, caller: SessionUser): Promise<Quote> {
    const row = await this.ownersQuote(id, caller);
    await this.db.transaction(async (tx) => {
      if ((await tx.execute(this.sql.decline, [id])) === 0) throw new DomainError('QUOTE_DECIDED');
      const url = this.notices.link('/worker-view');
      await this.notices.send(tx, row.professionalId, 'quotes', `quote-not-selected:${id}`, (to) =>
        quoteNotSelectedMail(to.name, row, url, false),
      );
    });
    return this.answer(id, caller);
  }

  /** GET /api/quotes/{id}/pdf: for its author and the request's owner (who has then seen it). */
  async pdf(id: number, caller: SessionUser): Promise<Buffer> {
    let row = await this.readable(id, caller);
    if (row.ownerId === caller.id && (await this.db.execute(this.sql.viewOne, [id])) > 0)
      row = await this.readable(id, caller);
    return quotePdf(toQuote(row), {
      clientName: row.clientName,
      renovationType: row.renovationType,
      city: row.city,
      description: row.description,
      site: this.notices.link('/'),
    });
  }

  /** The firm a quote names, in the caller's transaction: a worker profile with a NIF/CIF is required. */
  private async firmOf(
    tx: SqlTransaction,
    professionalId: number,
  ): Promise<{ firmName: string; taxId: string }> {
    const [firm] = await tx.rows<{ profileId: number | null; taxId: string | null; firmName: string }>(
      this.sql.firm,
      [professionalId],
    );
    if (!firm || firm.profileId === null) throw new DomainError('CONTACT_PROFILE_REQUIRED');
    if (!firm.taxId) throw new DomainError('QUOTE_TAX_ID_REQUIRED');
    return { firmName: firm.firmName, taxId: firm.taxId };
  }

  /** The stored columns of a body, in the order of the insert and the revision; totals computed here. */
  private columnsOf(body: QuoteBody, firm: { firmName: string; taxId: string }): unknown[] {
    const totals = quoteTotals(body.lines, body.vatRate);
    const lines = body.lines.map((line) => ({ concept: line.concept, amountCents: line.amountCents }));
    return [
      JSON.stringify(lines),
      body.vatRate,
      totals.subtotalCents,
      totals.vatCents,
      totals.totalCents,
      body.startDate,
      body.durationDays,
      body.validUntil,
      body.warrantyMonths,
      body.message ?? null,
      firm.firmName,
      firm.taxId,
    ];
  }

  private async row(id: number): Promise<QuoteRow> {
    const row = (await this.db.rows<QuoteRow>(this.sql.byId, [id], AS_ISO))[0];
    if (!row) throw new DomainError('QUOTE_NOT_FOUND');
    return row;
  }

  private async authorsQuote(id: number, caller: SessionUser): Promise<QuoteRow> {
    const row = await this.row(id);
    if (row.professionalId !== caller.id) throw new DomainError('QUOTE_ONLY_AUTHOR');
    return row;
  }

  private async ownersQuote(id: number, caller: SessionUser): Promise<QuoteRow> {
    const row = await this.row(id);
    if (row.ownerId !== caller.id) throw new DomainError('QUOTE_ONLY_OWNER');
    return row;
  }

  private async readable(id: number, caller: SessionUser): Promise<QuoteRow> {
    const row = await this.row(id);
    if (row.professionalId !== caller.id && row.ownerId !== caller.id)
      throw new DomainError('QUOTE_NOT_ACCESSIBLE');
    return row;
  }

  /** A quote as its author or the request's owner reads it after a change. */
  private async answer(id: number, caller: SessionUser): Promise<Quote> {
    return toQuote(await this.readable(id, caller));
  }
}

function toQuote(row: QuoteRow): Quote {
  return {
    id: row.id,
    projectId: row.projectId,
    professionalId: row.professionalId,
    status: isOneOf(QUOTE_STATUSES, row.status) ? row.status : 'sent',
    lines: row.lines,
    vatRate: row.vatRate === 10 ? 10 : 21,
    startDate: row.startDate,
    durationDays: row.durationDays,
    validUntil: row.validUntil,
    warrantyMonths: row.warrantyMonths,
    message: row.message,
    subtotalCents: row.subtotalCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    // The firm as the quote was written (name and NIF/CIF copied then), with its author's track record now.
    firm: {
      name: row.firmName,
      companyName: row.companyName,
      taxId: row.taxId,
      profileId: row.profileId,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount ?? 0,
      responseMinutes: row.responseMinutes,
    },
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    viewedAt: row.viewedAt,
    decidedAt: row.decidedAt,
    project: {
      renovationType: row.renovationType,
      city: row.city,
      status: projectStatusOf(row),
    },
  };
}
