import { Global, Module } from '@nestjs/common';
import { RateCounter } from './rate-counter';
import { WriteLimits } from './write-limits';

/** The counters in PostgreSQL (logins, writes), for every feature module. */
@Global()
@Module({ providers: [RateCounter, WriteLimits], exports: [RateCounter, WriteLimits] })
export class RateLimitsModule {}
