import { Logger } from '@nestjs/common';
import { createApi } from './bootstrap';
import { loadConfig } from './config/env';
import { generateMigration } from './database/generate-migration';

async function main(): Promise<void> {
  const config = loadConfig();
  const api = await createApi(config);
  const logger = new Logger('API');
  logger.log(`API en ${api.url}/api (Swagger UI en ${api.url}/api/docs)`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.log(`${signal}: cerrando`);
    await api.close();
    process.exit(0);
  };
  // Last line of defence: a rejection nobody observed is logged, never a reason to stop serving everyone
  // (the code keeps concurrent queries under Promise.all, and lint's reformas/no-late-await guards that).
  process.on('unhandledRejection', (reason: unknown) => {
    logger.error(
      `Promesa rechazada sin manejar: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`,
    );
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

// `node dist/api/main.js generate-migration Name` (npm run migration:generate -- Name): see generate-migration.ts.
const [command, migrationName] = process.argv.slice(2);
const run =
  command === 'generate-migration'
    ? generateMigration(migrationName ?? '').then((file) => {
        console.warn(
          file
            ? `Migración escrita: ${file} (añádela a MIGRATIONS en data-model.ts)`
            : 'Sin cambios: las entidades y las migraciones coinciden.',
        );
      })
    : main();

run.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
