import { Injectable } from '@nestjs/common';
import { containsPattern, Sql } from '../database/sql';
import type { WithIsoTimestamps } from '../database/iso-timestamps';
import {
  closeProjectSchema,
  createProjectSchema,
  DEFAULT_MAX_CONTACTS,
  maskName,
  maskPhone,
  photoOf,
  type Project,
  projectQuerySchema,
  type z,
} from '@reformas/shared-types';
import { DomainError } from '../common/domain-error';
import type { Page } from '../common/api-route';
import type { CloseReason, SessionUser } from '@reformas/shared-types';
import { TtlCache } from '../common/ttl-cache';
import type { RowOf } from '../database/table';
import { isOpenRequest, renovationProjects } from './renovation-project.entity';
import { Withholding } from '../moderation/withholding';
import { emailVerifiedOf, users } from '../users/user.entity';
import { ProjectContactsService } from './project-contacts.service';
import { projectStatusOf, quoteSql } from '../quotes/quote-sql';
import { SqlService } from '../database/sql-service';

// A row as read from renovation_projects: the entity's columns, createdAt as ISO text.
type ProjectRow = WithIsoTimestamps<RowOf<typeof renovationProjects>> & { emailVerified: boolean };
const AS_ISO = { isoTimestamps: true };
type ParsedQuery = z.output<typeof projectQuerySchema>;
type NewProject = z.output<typeof createProjectSchema>;
type CloseProject = z.output<typeof closeProjectSchema>;
// The board is fresh for 60 s (docs/product.md, "Freshness"); the total per filter is cached as long, so that counting
// a million rows is not paid on every page view.
const COUNT_TTL_MS = 60_000;

function statements(db: Sql) {
  const t = db.table(renovationProjects);
  // Of the author's address only whether it is confirmed leaves the server (docs/decisions.md, issue 32).
  const columns = `${t.select()}, ${emailVerifiedOf(db.table(users), t.col('userId', t.name))}`;
  const from = `SELECT ${columns} FROM ${t.name}`;
  // The board, the dashboard and the home show open requests only.
  const open = isOpenRequest(t);
  const returning = `RETURNING ${columns}`;
  // An edit or a close changes only the caller's own open request; zero rows means unknown, not theirs or closed.
  // Not `open`: a request an operator hid can still be closed by its author.
  const ownOpen = (params: number) =>
    `WHERE ${t.col('id')} = $${params + 1} AND ${t.col('userId')} = $${params + 2} AND ${t.col('closedAt')} IS NULL ${returning}`;
  return {
    table: t,
    from,
    open,
    newestFirst: `ORDER BY ${t.col('createdAt')} DESC, ${t.col('id')} DESC`,
    count: `SELECT count(*) AS total FROM ${t.name}`,
    byUser: `${from} WHERE ${t.col('userId')} = $1`,
    byId: `${from} WHERE ${t.col('id')} = $1`,
    returning,
    ownOpen,
    close: `UPDATE ${t.name} SET ${t.col('closedAt')} = now(), ${t.col('closeReason')} = $1 ${ownOpen(1)}`,
    // 'Trabajo terminado': once, on the owner's hired request.
    complete: `UPDATE ${t.name} SET ${t.col('completedAt')} = now()
      WHERE ${t.col('id')} = $1 AND ${t.col('userId')} = $2 AND ${t.col('closeReason')} = 'hired'
        AND ${t.col('completedAt')} IS NULL ${returning}`,
    // A hired or completed request stays visible to the professionals who quoted on it.
    quotedBy: `SELECT ${quoteSql(db).sentOn('$1', '$2')} AS "quoted"`,
    quoteCounts: quoteSql(db).counts,
    type: t.col('renovationType'),
    timeline: t.col('timeline'),
    postalCode: t.col('postalCode'),
    city: t.col('city'),
  };
}

@Injectable()
export class ProjectsService extends SqlService<ReturnType<typeof statements>> {
  private readonly counts = new TtlCache<number>(COUNT_TTL_MS, 5_000);

  constructor(
    db: Sql,
    private readonly contacts: ProjectContactsService,
    private readonly withholding: Withholding,
  ) {
    super(db, statements);
  }

  async list(query: ParsedQuery, viewer: SessionUser | null): Promise<Page<Project>> {
    const where: string[] = [this.sql.open];
    const params: unknown[] = [];
    if (query.renovationType) {
      params.push(query.renovationType);
      where.push(`${this.sql.type} = $${params.length}`);
    }
    if (query.timeline) {
      params.push(query.timeline);
      where.push(`${this.sql.timeline} = $${params.length}`);
    }
    if (query.postalCode) {
      params.push(`${query.postalCode}%`);
      where.push(`${this.sql.postalCode} LIKE $${params.length}`);
    }
    if (query.city) {
      params.push(containsPattern(query.city));
      where.push(`lower(${this.sql.city}) LIKE $${params.length}`);
    }
    const whereSql = `WHERE ${where.join(' AND ')}`;
    const countKey = JSON.stringify(params.length ? [whereSql, params] : '');
    // Both queries start together and are awaited together: a query awaited only after another await
    // rejects unobserved when the first one fails, and Node ends the process on it.
    const cached = this.counts.get(countKey);
    const [rows, total] = await Promise.all([
      this.db.rows<ProjectRow>(
        `${this.sql.from} ${whereSql} ${this.sql.newestFirst} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
        AS_ISO,
      ),
      cached ?? this.count(whereSql, params, countKey),
    ]);
    const [revealed, counts] = await Promise.all([
      this.revealedAmong(rows, viewer),
      this.quoteCounts(rows, viewer),
    ]);
    return {
      items: rows.map((row) => toProject(row, viewer, revealed.has(row.id), counts.get(row.id))),
      total,
    };
  }

  async listByUser(userId: number, caller: SessionUser): Promise<Project[]> {
    if (caller.id !== userId) throw new DomainError('FORBIDDEN');
    const rows = await this.db.rows<ProjectRow>(
      `${this.sql.byUser} ${this.sql.newestFirst}`,
      [userId],
      AS_ISO,
    );
    const counts = await this.quoteCounts(rows, caller);
    return rows.map((row) => toProject(row, caller, false, counts.get(row.id)));
  }

  /**
   * One request; a closed one only for its author (to everyone else it is gone, as from the board: 410, so that its
   * page answers 410 and leaves search engines), a hired or completed one also for the professionals who sent a
   * quote on it.
   */
  async findOne(id: number, viewer: SessionUser | null): Promise<Project> {
    const row = await this.byId(id);
    if (!row) throw new DomainError('PROJECT_NOT_FOUND');
    if (!(await this.mayRead(row, viewer))) throw new DomainError('PROJECT_GONE');
    const [revealed, counts, hiddenReason] = await Promise.all([
      this.revealedAmong([row], viewer),
      this.quoteCounts([row], viewer),
      this.withholding.reasonFor('project', row, viewer, 'PROJECT_NOT_FOUND'),
    ]);
    const project = toProject(row, viewer, revealed.has(row.id), counts.get(row.id));
    return hiddenReason === null ? project : { ...project, hiddenReason };
  }

  private async mayRead(row: ProjectRow, viewer: SessionUser | null): Promise<boolean> {
    if (row.closedAt === null || row.userId === viewer?.id) return true;
    if (viewer?.userType !== 'professional' || row.closeReason !== 'hired') return false;
    const quoted = await this.db.one<{ quoted: boolean }>(this.sql.quotedBy, [row.id, viewer.id]);
    return quoted?.quoted === true;
  }

  /** How many quotes (not withdrawn) each of the viewer's own requests among these received: one grouped read. */
  private async quoteCounts(rows: ProjectRow[], viewer: SessionUser | null): Promise<Map<number, number>> {
    const own = rows.filter((row) => viewer !== null && row.userId === viewer.id).map((row) => row.id);
    const counts = new Map<number, number>(own.map((id) => [id, 0]));
    if (own.length === 0) return counts;
    const found = await this.db.rows<{ projectId: number; count: number }>(this.sql.quoteCounts, [own]);
    for (const { projectId, count } of found) counts.set(projectId, count);
    return counts;
  }

  /**
   * A request left the board elsewhere (a quote accepted): the totals cached by this process lose it at once, as
   * on a close; other processes within 60 s.
   */
  forgetCounts(): void {
    this.counts.clear();
  }

  /** The owner marks the work of their hired request done ('Trabajo terminado'); again: answered as it is. */
  async complete(id: number, author: SessionUser): Promise<Project> {
    const [done] = await this.db.rows<ProjectRow>(this.sql.complete, [id, author.id], AS_ISO);
    const row = done ?? (await this.ownRow(id, author));
    if (projectStatusOf(row) !== 'completed') throw new DomainError('PROJECT_NOT_HIRED');
    const counts = await this.quoteCounts([row], author);
    return toProject(row, author, false, counts.get(row.id));
  }

  /**
   * Which of these requests the viewer revealed: for a signed-in professional, one indexed lookup for the whole
   * page; nobody else has revealed anything, and asks nothing.
   */
  private async revealedAmong(rows: ProjectRow[], viewer: SessionUser | null): Promise<Set<number>> {
    if (viewer?.userType !== 'professional') return new Set();
    const others = rows.filter((row) => row.userId !== viewer.id).map((row) => row.id);
    return this.contacts.revealedAmong(viewer.id, others);
  }

  /** The author edits their open request: the whole form again, checked by the schema of a new one. */
  async update(id: number, body: NewProject, author: SessionUser): Promise<Project> {
    const set = this.sql.table.set({ ...body, name: body.name ?? author.name });
    const rows = await this.db.rows<ProjectRow>(
      `UPDATE ${this.sql.table.name} SET ${set.text} ${this.sql.ownOpen(set.values.length)}`,
      [...set.values, id, author.id],
      AS_ISO,
    );
    if (!rows[0]) {
      // Unknown (404) or someone else's (403); else it is theirs but closed.
      await this.ownRow(id, author);
      throw new DomainError('PROJECT_CLOSED');
    }
    // Type, timeline, postal code or city may have moved it between filters.
    this.counts.clear();
    const counts = await this.quoteCounts(rows, author);
    return toProject(rows[0], author, false, counts.get(rows[0].id));
  }

  /**
   * The author closes their request: it leaves the board, the dashboard and the home at once. Closing it again
   * answers it as it is: the first reason and time stay.
   */
  async close(id: number, body: CloseProject, author: SessionUser): Promise<Project> {
    const [closed] = await this.db.rows<ProjectRow>(this.sql.close, [body.reason, id, author.id], AS_ISO);
    const row = closed ?? (await this.ownRow(id, author));
    // The totals cached by this process lose it at once; other processes within 60 s (their rows at once).
    if (closed) this.forgetCounts();
    const counts = await this.quoteCounts([row], author);
    return toProject(row, author, false, counts.get(row.id));
  }

  async create(body: NewProject, author: SessionUser): Promise<Project> {
    const insert = this.sql.table.insert({
      ...body,
      userId: author.id,
      name: body.name ?? author.name,
      maxContacts: body.maxContacts ?? DEFAULT_MAX_CONTACTS,
      photos: [],
    });
    const rows = await this.db.rows<ProjectRow>(
      `${insert.text} ${this.sql.returning}`,
      insert.values,
      AS_ISO,
    );
    // Counts cached by this process include the new request at once; other processes within 60 s.
    this.counts.clear();
    return toProject(rows[0], author, false, 0);
  }

  private async byId(id: number): Promise<ProjectRow | undefined> {
    return (await this.db.rows<ProjectRow>(this.sql.byId, [id], AS_ISO))[0];
  }

  /** The caller's own request: 404 when unknown, 403 when someone else's. */
  private async ownRow(id: number, caller: SessionUser): Promise<ProjectRow> {
    const row = await this.byId(id);
    if (!row) throw new DomainError('PROJECT_NOT_FOUND');
    if (row.userId !== caller.id) throw new DomainError('FORBIDDEN');
    return row;
  }

  private async count(whereSql: string, params: unknown[], key: string): Promise<number> {
    const row = await this.db.one<{ total: string }>(`${this.sql.count} ${whereSql}`, params);
    const total = Number(row?.total ?? 0);
    this.counts.set(key, total);
    return total;
  }
}

/**
 * What a viewer may see of a request (docs/privacy.md): the phone and e-mail in full only for its author and for
 * a professional who revealed it (POST /api/projects/{id}/contact), who alone get canCall; everyone else the
 * masked phone and no e-mail, a signed-in professional with canReveal on an open request; the author's name the
 * same way: in full only for the author and those who revealed it, as the privacy page promises.
 */
function toProject(
  row: ProjectRow,
  viewer: SessionUser | null,
  revealed = false,
  quoteCount: number | undefined = undefined,
): Project {
  const isOwner = viewer !== null && viewer.id === row.userId;
  const seesContact = isOwner || revealed;
  const status = projectStatusOf(row);
  const open = status === 'open';
  return {
    id: row.id,
    userId: row.userId,
    name: seesContact ? row.name : maskName(row.name),
    phone: seesContact ? row.phone : maskPhone(row.phone),
    email: seesContact ? row.email : null,
    renovationType: row.renovationType,
    timeline: row.timeline,
    postalCode: row.postalCode,
    city: row.city,
    description: row.description,
    createdAt: row.createdAt,
    status,
    // The owner's alone (docs/privacy.md): a professional learns nothing of the others' quotes.
    quoteCount: isOwner ? (quoteCount ?? 0) : null,
    closeReason: closeReasonOf(row.closeReason),
    closedAt: row.closedAt,
    canCall: seesContact,
    maxContacts: row.maxContacts,
    revealed: revealed && !isOwner,
    canReveal: open && !seesContact && viewer?.userType === 'professional',
    emailVerified: row.emailVerified,
    // Public wherever the request is (docs/privacy.md): the keys are on the row, no join.
    photos: row.photos.map(photoOf),
    // The client's budget: the author's, and a signed-in professional's when the author shares it.
    estimate:
      row.estimate && (isOwner || (row.estimate.shared && viewer?.userType === 'professional'))
        ? row.estimate
        : null,
  };
}

// The database's check allows only these values (or null while open); 'hired' is answered as the status instead.
function closeReasonOf(value: string | null): CloseReason | null {
  return value === 'found' || value === 'not_needed' ? value : null;
}
