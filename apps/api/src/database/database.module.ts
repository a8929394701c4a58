import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Sql, SQL_OPTIONS, type SqlOptions } from './sql';
import { ENTITIES, MIGRATIONS } from './data-model';

/** The URL of the database in use (the server's, or the embedded one's socket). */
export const DATABASE_URL = Symbol('DATABASE_URL');

/** TypeORM on PostgreSQL through `pg`; the schema only changes through migrations (database/migrate.ts, run before). */
@Module({})
export class DatabaseModule {
  static forRoot(
    url: string,
    { poolSize, namedStatements }: { poolSize: number } & SqlOptions,
  ): DynamicModule {
    const sqlOptions: SqlOptions = { namedStatements };
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        Sql,
        { provide: DATABASE_URL, useValue: url },
        { provide: SQL_OPTIONS, useValue: sqlOptions },
      ],
      exports: [Sql, DATABASE_URL],
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url,
          entities: ENTITIES,
          migrations: MIGRATIONS,
          synchronize: false,
          extra: { max: poolSize },
          logging: ['error'],
        }),
      ],
    };
  }
}
