// The baseline of `npm run bench:api`: the same SQL the API runs for each read, through a bare `pg` pool and
// node:http, nothing else (no framework, no session, no validation, no privacy rules). Same pool size as the
// API. GET /board?renovationType= | ?city= | ?postalCode= (the board's page; the API caches its count), and
// GET /workers?q= (the directory's page and its count, as the API runs both on every request), and the quotes'
// reads: GET /quotes/project?id= (the owner's comparison: the sent ones marked viewed, then the request's quotes)
// and GET /quotes/mine?professionalId= ('Mis presupuestos'), without the session and the owner's check.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_SIZE ?? 10),
});
// Open requests only, as the API's board asks (and as its partial indexes are built); every column, as the API's
// select of the entity reads them.
const BOARD = `SELECT * FROM "renovation_projects" WHERE "closedAt" IS NULL AND %s ORDER BY "createdAt" DESC, "id" DESC LIMIT 50 OFFSET 0`;
// The stored generated column the API searches (apps/api/src/workers/worker-search.ts builds it).
const SEARCH = `w."searchText"`;
const WORKERS = `SELECT w."id", w."userId", u."username", u."name", u."phone", u."companyName", w."description", w."services",
  w."experience", (u."logoUrl" IS NOT NULL) AS "hasLogo", w."websiteUrl", w."postalCode", w."city", w."isPublic", w."createdAt", w."updatedAt",
  w."ratingAverage", w."ratingCount", w."responseMinutes", w."photos"
  FROM "worker_profiles" w JOIN "users" u ON u."id" = w."userId" WHERE %s ORDER BY w."createdAt" DESC, w."id" DESC LIMIT 50 OFFSET 0`;

// The quotes' reads as apps/api/src/quotes/quotes.service.ts writes them: the stored state, or 'expired' past the
// validity (a day in Spain), with the request in a line and the firm's track record.
const SPAIN_TODAY = `(now() AT TIME ZONE 'Europe/Madrid')::date`;
const EXPIRED = `(q."status" IN ('sent', 'viewed') AND q."validUntil" < ${SPAIN_TODAY})`;
const QUOTE_STATUS = `CASE WHEN ${EXPIRED} THEN 'expired' ELSE q."status" END`;
const QUOTES = `SELECT q."id", q."projectId", q."professionalId", q."lines", q."vatRate", q."subtotalCents", q."vatCents",
  q."totalCents", q."durationDays", q."warrantyMonths", q."message", q."firmName", q."taxId", q."createdAt", q."updatedAt",
  q."viewedAt", q."decidedAt", q."startDate"::text AS "startDate", q."validUntil"::text AS "validUntil",
  ${QUOTE_STATUS} AS "status", u."companyName" AS "companyName",
  CASE WHEN w."isPublic" IS NOT FALSE THEN w."id" END AS "profileId", w."ratingAverage" AS "ratingAverage",
  w."ratingCount" AS "ratingCount", w."responseMinutes" AS "responseMinutes", p."userId" AS "ownerId",
  p."renovationType" AS "renovationType", p."city" AS "city", p."description" AS "description", p."name" AS "clientName",
  p."closedAt" AS "closedAt", p."closeReason" AS "closeReason", p."completedAt" AS "completedAt"
  FROM "quotes" q JOIN "renovation_projects" p ON p."id" = q."projectId" JOIN "users" u ON u."id" = q."professionalId"
  LEFT JOIN "worker_profiles" w ON w."userId" = q."professionalId"`;
const VIEW_ALL = `UPDATE "quotes" q SET "status" = 'viewed', "viewedAt" = now()
  WHERE q."projectId" = $1 AND (q."status" IN ('sent') AND NOT ${EXPIRED})`;

const like = (text) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

async function answer(url) {
  const params = new URL(url, 'http://x').searchParams;
  if (url.startsWith('/workers')) {
    const q = params.get('q');
    const where = q ? `w."isPublic" IS NOT FALSE AND ${SEARCH} LIKE $1` : `w."isPublic" IS NOT FALSE`;
    const args = q ? [like(q)] : [];
    // A search as the API runs it: the page's ids from the index first (WorkersService.listPublic).
    const pageSql = q
      ? `WITH page AS (SELECT w."id" FROM "worker_profiles" w WHERE ${where.replace(SEARCH, `(${SEARCH} || '')`)} ORDER BY w."createdAt" DESC, w."id" DESC LIMIT 50 OFFSET 0)
         ${WORKERS.replace('WHERE %s', 'JOIN page ON page."id" = w."id"').replace(' LIMIT 50 OFFSET 0', '')}`
      : WORKERS.replace('%s', where);
    const [page, count] = await Promise.all([
      pool.query(pageSql, args),
      pool.query(`SELECT count(*) AS total FROM "worker_profiles" w WHERE ${where}`, args),
    ]);
    return { rows: page.rows, total: count.rows[0].total };
  }
  if (url.startsWith('/quotes/project')) {
    const id = Number(params.get('id'));
    await pool.query(VIEW_ALL, [id]);
    return (await pool.query(`${QUOTES} WHERE q."projectId" = $1 ORDER BY q."createdAt", q."id"`, [id])).rows;
  }
  if (url.startsWith('/quotes/mine')) {
    const sql = `${QUOTES} WHERE q."professionalId" = $1 AND ($2::text IS NULL OR ${QUOTE_STATUS} = $2)
      ORDER BY q."createdAt" DESC, q."id" DESC`;
    return (await pool.query(sql, [Number(params.get('professionalId')), null])).rows;
  }
  if (params.has('city')) {
    return (await pool.query(BOARD.replace('%s', `lower("city") LIKE $1`), [like(params.get('city'))])).rows;
  }
  if (params.has('postalCode')) {
    return (await pool.query(BOARD.replace('%s', `"postalCode" LIKE $1`), [`${params.get('postalCode')}%`]))
      .rows;
  }
  const type = params.get('renovationType') ?? 'kitchen';
  return (await pool.query(BOARD.replace('%s', `"renovationType" = $1`), [type])).rows;
}

const server = createServer(async (req, res) => {
  try {
    const body = await answer(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
