import { Module } from '@nestjs/common';
import { Withholding } from '../moderation/withholding';
import { WorkersController } from './workers.controller';
import { WorkersService } from './workers.service';

@Module({ controllers: [WorkersController], providers: [WorkersService, Withholding] })
export class WorkersModule {}
