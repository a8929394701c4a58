import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Sql } from './sql';
import { Ad } from '../ads/ad.entity';
import { Session } from '../auth/session.entity';
import { AuthThrottle } from '../auth/auth-throttle.entity';
import { TrustedDevice } from '../auth/trusted-device.entity';
import { CleaningService } from '../cleaning/cleaning-service.entity';
import { ChatMessage } from '../messages/chat-message.entity';
import { RenovationProject } from '../projects/renovation-project.entity';
import { User } from '../users/user.entity';
import { WorkerProfile } from '../workers/worker-profile.entity';
import { InitialSchema1763700000000 } from '../migrations/1763700000000-initial-schema';
import { SeedAds1763700000100 } from '../migrations/1763700000100-seed-ads';
import { AuthThrottle1763800000000 } from '../migrations/1763800000000-auth-throttle';

export const ENTITIES = [
  User,
  Session,
  AuthThrottle,
  TrustedDevice,
  WorkerProfile,
  RenovationProject,
  CleaningService,
  ChatMessage,
  Ad,
];
export const MIGRATIONS = [InitialSchema1763700000000, SeedAds1763700000100, AuthThrottle1763800000000];

/** TypeORM on PostgreSQL through `pg`; the schema only changes through migrations run at start. */
@Module({})
export class DatabaseModule {
  static forRoot(url: string, poolSize: number): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [Sql],
      exports: [Sql],
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url,
          entities: ENTITIES,
          migrations: MIGRATIONS,
          migrationsRun: true,
          migrationsTransactionMode: 'each',
          synchronize: false,
          extra: { max: poolSize },
          logging: ['error'],
        }),
      ],
    };
  }
}
