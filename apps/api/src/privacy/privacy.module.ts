import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { UsersModule } from '../users/users.module';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportService } from './data-export.service';
import { PrivacyController } from './privacy.controller';
import { RetentionPurge } from './retention-purge';

/** 'Descargar mis datos' and 'Eliminar mi cuenta' (issue 35): GET /api/user/export and DELETE /api/user. */
@Module({
  imports: [MediaModule, UsersModule],
  controllers: [PrivacyController],
  providers: [DataExportService, AccountDeletionService, RetentionPurge],
})
export class PrivacyModule {}
