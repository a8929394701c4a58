import { Logger } from '@nestjs/common';
import { createApi } from './bootstrap';
import { loadConfig } from './config/env';
import { generateMigration } from './database/generate-migration';
import { migrateDatabase } from './database/migrate';
import { operatorCommand } from './operators/operator-cli';

async function main(): Promise<void> {
  const config = loadConfig();
  const api = await createApi(config);
  const logger = new Logger('API');
  logger.log(`API en ${api.url}/api (Swagger UI en ${api.url}/api/docs)`);
  let stopping = false;
  const shutdown = (signal: string) => {
    // A second signal: the operator (or the cluster, past its grace period) wants it gone now.
    if (stopping) {
      logger.warn(`${signal} otra vez: salida inmediata`);
      process.exit(1);
    }
    stopping = true;
    logger.log(`${signal}: dejando de aceptar tráfico y terminando lo pendiente`);
    api.shutDown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Cierre con errores: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  // Last line of defence: a rejection nobody observed is logged, never a reason to stop serving everyone
  // (the code keeps concurrent queries under Promise.all, and lint's reformas/no-late-await guards that).
  process.on('unhandledRejection', (reason: unknown) => {
    logger.error(
      `Promesa rechazada sin manejar: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    );
  });
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/** `node dist/api/main.js migrate`: what a deployment runs once before rolling out a release (needs DATABASE_URL). */
async function migrate(): Promise<void> {
  const { DATABASE_URL } = loadConfig();
  if (!DATABASE_URL)
    throw new Error('migrate necesita DATABASE_URL (la base de datos embebida se migra al arrancar)');
  const applied = await migrateDatabase(DATABASE_URL);
  console.warn(
    applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'Sin migraciones pendientes.',
  );
}

// `node dist/api/main.js generate-migration Name` (npm run migration:generate -- Name): see generate-migration.ts.
// `node dist/api/main.js operator grant|revoke <email>`: see operators/operator-cli.ts.
const [command, migrationName, operatorEmail] = process.argv.slice(2);
const run =
  command === 'generate-migration'
    ? generateMigration(migrationName ?? '').then((file) => {
        console.warn(
          file
            ? `Migración escrita: ${file} (añádela a MIGRATIONS en data-model.ts)`
            : 'Sin cambios: las entidades y las migraciones coinciden.',
        );
      })
    : command === 'migrate'
      ? migrate()
      : command === 'operator'
        ? operatorCommand(loadConfig(), migrationName, operatorEmail).then((done) => console.warn(done))
        : main();

run.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
