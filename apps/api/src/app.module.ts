import { MailModule } from './mail/mail.module';
import { Module, type DynamicModule } from '@nestjs/common';
import { AccountModule } from './account/account.module';
import { AdsModule } from './ads/ads.module';
import { AuthModule } from './auth/auth.module';
import { CleaningModule } from './cleaning/cleaning.module';
import { ClientErrorsModule } from './client-errors/client-errors.module';
import { ConfigModule } from './config/config.module';
import type { AppConfig } from './config/env';
import { DatabaseModule } from './database/database.module';
import { EMBEDDED_POOL_SIZE } from './database/embedded-postgres';
import { HealthModule } from './health/health.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OperatorsModule } from './operators/operators.module';
import { MessagesModule } from './messages/messages.module';
import { PhotosModule } from './photos/photos.module';
import { ProjectsModule } from './projects/projects.module';
import { PublicChangesModule } from './public-changes/public-changes.module';
import { QuotesModule } from './quotes/quotes.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { ReviewsModule } from './reviews/reviews.module';
import { BlocksModule } from './blocks/blocks.module';
import { ModerationModule } from './moderation/moderation.module';
import { ReportsModule } from './reports/reports.module';
import { PrivacyModule } from './privacy/privacy.module';
import { SeoModule } from './seo/seo.module';
import { UsersModule } from './users/users.module';
import { WorkersModule } from './workers/workers.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // PGlite has a single backend: one connection, or concurrent requests break; and its prepared statements
        // outlive a dropped connection, so a new one could not prepare them again under the same name.
        DatabaseModule.forRoot(databaseUrl, {
          poolSize: config.DATABASE_URL ? config.DB_POOL_SIZE : EMBEDDED_POOL_SIZE,
          namedStatements: Boolean(config.DATABASE_URL),
        }),
        RateLimitsModule,
        MailModule,
        NotificationsModule,
        AuthModule,
        OperatorsModule,
        AccountModule,
        UsersModule,
        WorkersModule,
        ProjectsModule,
        QuotesModule,
        CleaningModule,
        MessagesModule,
        ReviewsModule,
        ReportsModule,
        PrivacyModule,
        BlocksModule,
        ModerationModule,
        PhotosModule,
        AdsModule,
        SeoModule,
        PublicChangesModule,
        ClientErrorsModule,
        HealthModule,
      ],
    };
  }
}
