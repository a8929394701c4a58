// The baseline of `npm run bench:api`: the board's first-page query through a bare `pg` pool and
// node:http, nothing else (no framework, no session, no validation). Same SQL and pool size as the API.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_SIZE ?? 10),
});
const SQL = `SELECT "id", "userId", "name", "phone", "email", "renovationType", "timeline", "postalCode", "city", "description", "createdAt"
  FROM "renovation_projects" WHERE "renovationType" = $1 ORDER BY "createdAt" DESC, "id" DESC LIMIT 50 OFFSET 0`;

const server = createServer(async (req, res) => {
  try {
    const type = new URL(req.url ?? '/', 'http://x').searchParams.get('renovationType') ?? 'kitchen';
    const { rows } = await pool.query(SQL, [type]);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(rows));
  } catch (error) {
    res.writeHead(500);
    res.end(String(error));
  }
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
