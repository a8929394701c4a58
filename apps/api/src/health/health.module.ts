import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { Draining } from './draining';

// Global: the chat's event streams end themselves when the process drains.
@Global()
@Module({ controllers: [HealthController], providers: [Draining], exports: [Draining] })
export class HealthModule {}
