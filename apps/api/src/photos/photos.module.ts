import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';

@Module({
  imports: [MediaModule],
  controllers: [PhotosController],
  providers: [PhotosService],
})
export class PhotosModule {}
