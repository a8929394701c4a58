import { Module } from '@nestjs/common';
import { Withholding } from '../moderation/withholding';
import { MediaModule } from '../media/media.module';
import { CleaningController } from './cleaning.controller';
import { CleaningServicesService } from './cleaning.service';

@Module({
  imports: [MediaModule],
  controllers: [CleaningController],
  providers: [CleaningServicesService, Withholding],
})
export class CleaningModule {}
