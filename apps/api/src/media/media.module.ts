import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/env';
import { MediaController } from './media.controller';
import { createMediaStore, MEDIA_STORE } from './media-store';
import { MediaService } from './media.service';
import { PhotoAccess } from './photo-access';

/** Uploaded images: stored as files, referred to by address in the JSON, served as they are. */
@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: MEDIA_STORE,
      useFactory: (config: AppConfig) => createMediaStore(config),
      inject: [APP_CONFIG],
    },
    MediaService,
    PhotoAccess,
  ],
  exports: [MediaService],
})
export class MediaModule {}
