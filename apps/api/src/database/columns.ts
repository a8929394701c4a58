import { Column, CreateDateColumn, UpdateDateColumn, type ColumnType } from 'typeorm';

// The column kinds that most tables repeat, named once. Each is the TypeORM decorator it stands for, with the
// same options: the schema (and so the migrations) does not change.

/** When the row was inserted: filled by the database (timestamptz, default now()). */
export const CreatedAtColumn = (): PropertyDecorator => CreateDateColumn({ type: 'timestamptz' });

/** When the row was last written: filled by TypeORM on every save through it (timestamptz). */
export const UpdatedAtColumn = (): PropertyDecorator => UpdateDateColumn({ type: 'timestamptz' });

/** A column that may hold null (a detail not given, a moment that has not come yet). */
export const NullableColumn = (type: ColumnType): PropertyDecorator => Column({ type, nullable: true });

/** A count kept on the row (attempts, ratings of each star): an int starting at 0. */
export const CounterColumn = (): PropertyDecorator => Column('int', { default: 0 });
