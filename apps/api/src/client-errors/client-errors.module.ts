import { Module } from '@nestjs/common';
import { AdminClientErrorsController } from './admin-client-errors.controller';
import { ClientErrorsController } from './client-errors.controller';
import { ClientErrorsService } from './client-errors.service';

@Module({
  controllers: [ClientErrorsController, AdminClientErrorsController],
  providers: [ClientErrorsService],
})
export class ClientErrorsModule {}
