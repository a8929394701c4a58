import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { healthSchema, livenessSchema, type Health, type Liveness } from '@reformas/shared-types';
import { Sql } from '../database/sql';
import { Draining } from './draining';

const uptimeSeconds = () => Math.round(process.uptime());

/**
 * Two questions a proxy or a cluster asks: is the process alive (restart it if not), and should it get traffic
 * (take it out of rotation if not, without restarting: the database may be what is down).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: Sql,
    private readonly draining: Draining,
  ) {}

  @Get('live')
  @ApiOperation({
    summary: 'Vida del proceso: responde mientras el proceso funciona (no consulta la base de datos).',
  })
  @ApiOkResponse({ standardSchema: livenessSchema })
  live(): Liveness {
    return { status: 'ok', uptimeSeconds: uptimeSeconds() };
  }

  @Get('ready')
  @ApiOperation({
    summary:
      'Disponibilidad: 200 si acepta tráfico; 503 si la base de datos no responde o el proceso se está cerrando.',
  })
  @ApiOkResponse({ standardSchema: healthSchema })
  @ApiServiceUnavailableResponse({ standardSchema: healthSchema })
  ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    return this.readiness(reply);
  }

  @Get()
  @ApiOperation({ summary: 'Igual que /api/health/ready (nombre anterior, se mantiene).' })
  @ApiOkResponse({ standardSchema: healthSchema })
  @ApiServiceUnavailableResponse({ standardSchema: healthSchema })
  check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    return this.readiness(reply);
  }

  private async readiness(reply: FastifyReply): Promise<Health> {
    let database: Health['database'] = 'up';
    try {
      await this.db.execute('SELECT 1');
    } catch {
      database = 'down';
    }
    const status: Health['status'] = database === 'down' ? 'error' : this.draining.active ? 'draining' : 'ok';
    if (status !== 'ok') reply.status(503);
    return { status, database, uptimeSeconds: uptimeSeconds() };
  }
}
