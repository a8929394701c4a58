import { Module } from '@nestjs/common';
import { MediaModule } from '../media/media.module';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { DataUrlLogos } from './data-url-logos';

@Module({
  imports: [MediaModule],
  controllers: [UsersController],
  providers: [UsersService, DataUrlLogos],
  exports: [UsersService],
})
export class UsersModule {}
