import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PublicChanges } from './public-changes';
import { PublicChangesController } from './public-changes.controller';
import { PublicChangesInterceptor } from './public-changes.interceptor';

@Module({
  controllers: [PublicChangesController],
  providers: [PublicChanges, { provide: APP_INTERCEPTOR, useClass: PublicChangesInterceptor }],
})
export class PublicChangesModule {}
