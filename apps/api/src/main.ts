import { Logger } from '@nestjs/common';
import { createApi } from './bootstrap';
import { loadConfig } from './config/env';

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
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
