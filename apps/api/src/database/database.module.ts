import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Sql } from './sql';
import { ENTITIES, MIGRATIONS } from './data-model';

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
