import { Module } from '@nestjs/common';
import { Withholding } from '../moderation/withholding';
import { ProjectContactsController } from './project-contacts.controller';
import { ProjectContactsService } from './project-contacts.service';
import { ProjectsController } from './projects.controller';
import { ProjectsService } from './projects.service';

@Module({
  controllers: [ProjectsController, ProjectContactsController],
  providers: [ProjectsService, ProjectContactsService, Withholding],
  // The quotes take a request's contact slot as a reveal does, and a hire takes a request off the board
  // (quotes/quotes.service.ts).
  exports: [ProjectsService, ProjectContactsService],
})
export class ProjectsModule {}
