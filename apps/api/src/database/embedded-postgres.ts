import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

/** Connections the API's pool may keep open on the embedded database. */
export const EMBEDDED_POOL_SIZE = 1;
const REPLACEMENT_CONNECTIONS = 2;

/**
 * PGlite (real PostgreSQL in-process) kept in a data folder, reachable by the ordinary `pg` driver
 * through a socket server on a free local port. PGlite has one backend: callers keep their pool at
 * EMBEDDED_POOL_SIZE.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const releaseLock = acquireLock(dir);
  try {
    const db = await PGlite.create(join(dir, 'pgdata'), { extensions: { pg_trgm } });
    // The pool keeps one connection (PGlite has one backend and runs one query at a time). The server takes a
    // few more: when the pool replaces a lost connection, the new one can arrive before the old one's socket
    // has closed, and a server full at one refused it ("Connection terminated unexpectedly", a 500).
    const server = new PGLiteSocketServer({
      db,
      host: '127.0.0.1',
      port: 0,
      maxConnections: EMBEDDED_POOL_SIZE + REPLACEMENT_CONNECTIONS,
    });
    await server.start();
    const address = server.getServerConn(); // host:port
    return {
      url: `postgres://postgres@${address}/postgres?sslmode=disable`,
      stop: async () => {
        await server.stop();
        await db.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

// Two processes on one PGlite folder would corrupt it: the first holds a lock file with its pid.
function acquireLock(dir: string): () => void {
  const lockPath = join(dir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(lockPath, { force: true });
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `La carpeta de datos ${dir} ya está en uso por otro proceso (pid ${holder}). ` +
            'Detén ese proceso o usa otra carpeta con DATA_DIR.',
          { cause: error },
        );
      }
      rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`No se pudo bloquear la carpeta de datos ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
