import { Module } from '@nestjs/common';
import { ProjectsModule } from '../projects/projects.module';
import { QuotesController } from './quotes.controller';
import { QuotesService } from './quotes.service';

/** Quotes and hiring (docs/decisions.md, "Quotes and hiring"). */
@Module({
  imports: [ProjectsModule],
  controllers: [QuotesController],
  providers: [QuotesService],
})
export class QuotesModule {}
