// An embedded PostgreSQL (PGlite) on a free local port, for tests that need a database without the API
// (jest cannot load PGlite in-process). Prints 'listening host:port' and runs until killed.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const db = await PGlite.create(process.argv[2], { extensions: { pg_trgm } });
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
await server.start();
console.log(`listening ${server.getServerConn()}`);
process.on('SIGTERM', async () => {
  await server.stop();
  await db.close();
  process.exit(0);
});
