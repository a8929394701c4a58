import { Module } from '@nestjs/common';
import { CleaningController } from './cleaning.controller';
import { CleaningServicesService } from './cleaning.service';

@Module({ controllers: [CleaningController], providers: [CleaningServicesService] })
export class CleaningModule {}
