import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/env';
import { ENTITIES } from '../database/data-model';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../database/embedded-postgres';
import { migrateDatabase } from '../database/migrate';
import { Sql } from '../database/sql';
import { RateCounter } from '../rate-limits/rate-counter';
import { OperatorsService, type GrantResult } from './operators.service';

const USAGE = 'Uso: node dist/api/main.js operator grant|revoke <email>';

/**
 * `node dist/api/main.js operator grant|revoke <email>`: the one way to give or take the operator role (the API
 * never does). On DATABASE_URL, alongside the running API processes: a revoke counts at once. Without it, the
 * embedded database in DATA_DIR, which one process at a time may open: with the API stopped (else its lock's
 * message says so). Answers what was done; an unknown e-mail or a bad command throws (exit code 1).
 */
export async function operatorCommand(
  config: AppConfig,
  action: string | undefined,
  email: string | undefined,
): Promise<string> {
  if ((action !== 'grant' && action !== 'revoke') || !email?.trim()) throw new Error(USAGE);
  let embedded: EmbeddedPostgres | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    try {
      embedded = await startEmbeddedPostgres(config.DATA_DIR);
    } catch (error) {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\nCon la base de datos embebida, para el API (npm start) antes de conceder o retirar el rol de operador, o usa DATABASE_URL.`,
        { cause: error },
      );
    }
    url = embedded.url;
    // As the API does at start: a folder from an older release gets its tables first.
    await migrateDatabase(url);
  }
  const dataSource = new DataSource({ type: 'postgres', url, entities: ENTITIES, extra: { max: 1 } });
  try {
    await dataSource.initialize();
    const db = new Sql(dataSource, { namedStatements: false });
    const operators = new OperatorsService(db, new RateCounter(db));
    const result =
      action === 'grant' ? await operators.grant(email.trim()) : await operators.revoke(email.trim());
    return describe(result, email.trim());
  } catch (error) {
    // 42P01: no such table, a server not migrated to this release yet.
    if ((error as { code?: string }).code === '42P01')
      throw new Error(
        'La base de datos no tiene aún la tabla de operadores: aplica antes las migraciones (node dist/api/main.js migrate).',
        { cause: error },
      );
    throw error;
  } finally {
    await dataSource.destroy().catch(() => undefined);
    await embedded?.stop();
  }
}

function describe(result: GrantResult, email: string): string {
  switch (result) {
    case 'granted':
      return `${email} es ahora operador. Al iniciar sesión, GET /api/admin/totp le dará la clave para su app de autenticación.`;
    case 'already':
      return `${email} ya era operador; no ha cambiado nada.`;
    case 'revoked':
      return `${email} ya no es operador: sus sesiones han perdido el acceso a la consola.`;
    case 'not-operator':
      return `${email} no era operador; no ha cambiado nada.`;
    case 'unknown-email':
      throw new Error(
        `No hay ninguna cuenta con el e-mail ${email}. Debe registrarse antes de ser operador.`,
      );
  }
}
