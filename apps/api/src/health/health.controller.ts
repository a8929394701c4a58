import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Sql } from '../database/sql';
import { healthSchema, type Health } from '@reformas/shared-types';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly db: Sql) {}

  @Get()
  @ApiOperation({ summary: 'Vida del proceso y disponibilidad de la base de datos (503 si no responde).' })
  @ApiOkResponse({ standardSchema: healthSchema })
  @ApiServiceUnavailableResponse({ standardSchema: healthSchema })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    let database: Health['database'] = 'up';
    try {
      await this.db.execute('SELECT 1');
    } catch {
      database = 'down';
    }
    if (database === 'down') reply.status(503);
    return {
      status: database === 'up' ? 'ok' : 'error',
      database,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
