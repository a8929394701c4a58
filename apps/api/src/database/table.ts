import type { EntityMetadata } from 'typeorm';

type ColumnMetadata = EntityMetadata['columns'][number];

// The entity class is the one declaration of a table's columns. The services keep their hand-written SQL (the hot
// reads are tuned and prepared), but take every column list, INSERT list and column name from here: names are
// checked by tsc (keys of the entity) and the lists come from TypeORM's metadata, read once at start.

type EntityClass<E> = new () => E;

declare const JSON_COLUMN: unique symbol;
/** The type of a jsonb column's value: an object, and still a column (not a relation). */
export type JsonColumn<T> = T & { readonly [JSON_COLUMN]?: true };

/** The properties of an entity that are columns: relations (objects other than dates, arrays and JSON) left out. */
export type ColumnKey<E> = {
  [K in keyof E]-?: NonNullable<E[K]> extends Date | readonly unknown[]
    ? K
    : typeof JSON_COLUMN extends keyof NonNullable<E[K]>
      ? K
      : NonNullable<E[K]> extends object
        ? never
        : K;
}[keyof E] &
  string;

/** How the services use a table, declared once beside its entity and checked against the entity at start. */
export type TableSpec<E, Auto extends ColumnKey<E> = never, Hidden extends ColumnKey<E> = never> = {
  readonly entity: EntityClass<E>;
  /** Filled by the database on insert: generated ids, creation and update dates, generated columns. */
  readonly auto: readonly Auto[];
  /** Left out of a plain read (`select: false` on the entity). */
  readonly hidden: readonly Hidden[];
};

export function defineTable<E, Auto extends ColumnKey<E> = never, Hidden extends ColumnKey<E> = never>(
  entity: EntityClass<E>,
  options: { auto?: readonly Auto[]; hidden?: readonly Hidden[] } = {},
): TableSpec<E, Auto, Hidden> {
  return { entity, auto: options.auto ?? [], hidden: options.hidden ?? [] };
}

type EntityOf<S> = S extends TableSpec<infer E, infer _A, infer _H> ? E : never;
type HiddenOf<S> = S extends TableSpec<infer _E, infer _A, infer H> ? H : never;
type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T];

/** A row as a plain read returns it: every column but the hidden ones. */
export type RowOf<S> = Row<EntityOf<S>, HiddenOf<S>>;
type Row<E, H> = Pick<E, Exclude<ColumnKey<E>, H>>;

/** What an insert needs: every column the database does not fill; nullable ones may be left out. */
type NewRow<E, A> = OptionalNulls<Pick<E, Exclude<ColumnKey<E>, A>>>;
type OptionalNulls<T> = Omit<T, NullableKeys<T>> & Partial<Pick<T, NullableKeys<T>>>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function filledByDatabase(column: ColumnMetadata): boolean {
  return (
    !column.isInsert ||
    column.isGenerated ||
    column.isCreateDate ||
    column.isUpdateDate ||
    column.generatedType !== undefined
  );
}

/** A table bound to its TypeORM metadata: quoted names and column lists for hand-written SQL. */
export class Table<E, A extends ColumnKey<E> = never, H extends ColumnKey<E> = never> {
  /** The quoted table name. */
  readonly name: string;
  private readonly columns: ColumnMetadata[];
  private readonly byProperty: Map<string, ColumnMetadata>;

  constructor(metadata: EntityMetadata, spec: TableSpec<E, A, H>) {
    this.name = quote(metadata.tablePath);
    this.columns = metadata.columns.filter((column) => !column.isVirtual);
    this.byProperty = new Map(this.columns.map((column) => [column.propertyName, column]));
    // The spec's lists must say what the entity says: a mismatch stops the API at start, not at a request.
    const differ = (said: readonly string[], actual: string[]) =>
      said.length !== actual.length || actual.some((name) => !said.includes(name));
    const hidden = this.columns.filter((column) => !column.isSelect).map((c) => c.propertyName);
    const auto = this.columns.filter(filledByDatabase).map((c) => c.propertyName);
    if (differ(spec.hidden, hidden) || differ(spec.auto, auto)) {
      throw new Error(
        `${metadata.tableName}: the table's spec says auto [${spec.auto.join(', ')}] hidden [${spec.hidden.join(', ')}], ` +
          `the entity auto [${auto.join(', ')}] hidden [${hidden.join(', ')}]`,
      );
    }
  }

  /** A column's quoted name, optionally qualified by a table alias. */
  col(key: ColumnKey<E>, alias?: string): string {
    const column = this.byProperty.get(key);
    if (!column) throw new Error(`${this.name} has no column for the property ${key}`);
    return alias ? `${alias}.${quote(column.databaseName)}` : quote(column.databaseName);
  }

  /** Several columns' quoted names, in the order asked, to destructure where a statement uses each. */
  cols<const K extends readonly ColumnKey<E>[]>(keys: K, alias?: string): { [I in keyof K]: string } {
    return keys.map((key) => this.col(key, alias)) as { [I in keyof K]: string };
  }

  /**
   * A SELECT list that reads rows as RowOf: every column but the hidden ones, or only `keys`; each named after its
   * property (an alias only where the column's name differs).
   */
  select(alias?: string, keys?: readonly ColumnKey<E>[]): string {
    const columns = keys
      ? keys.map((key) => this.byProperty.get(key) ?? this.unknown(key))
      : this.columns.filter((column) => column.isSelect);
    return columns
      .map((column) => {
        const name = this.col(column.propertyName as ColumnKey<E>, alias);
        return column.databaseName === column.propertyName
          ? name
          : `${name} AS ${quote(column.propertyName)}`;
      })
      .join(', ');
  }

  /**
   * `INSERT INTO table (columns) VALUES ($1…)` for the columns `row` sets (in the entity's order), and its
   * values; the statement's text depends only on which columns are set, so it is prepared once per shape.
   */
  insert(row: NewRow<E, A>): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    const names: string[] = [];
    for (const column of this.columns) {
      const value = (row as Record<string, unknown>)[column.propertyName];
      if (value === undefined || filledByDatabase(column)) continue;
      names.push(quote(column.databaseName));
      values.push(value);
    }
    const placeholders = values.map((_, i) => `$${i + 1}`).join(', ');
    return { text: `INSERT INTO ${this.name} (${names.join(', ')}) VALUES (${placeholders})`, values };
  }

  /**
   * `"a" = $n, "b" = $n+1…` for the columns `changes` sets (undefined: left as they are), numbered after the
   * statement's first `firstParam - 1` parameters, and their values.
   */
  set(changes: Partial<NewRow<E, A>>, firstParam = 1): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    const parts: string[] = [];
    for (const column of this.columns) {
      const value = (changes as Record<string, unknown>)[column.propertyName];
      if (value === undefined || filledByDatabase(column)) continue;
      values.push(value);
      parts.push(`${quote(column.databaseName)} = $${firstParam + values.length - 1}`);
    }
    return { text: parts.join(', '), values };
  }

  private unknown(key: string): never {
    throw new Error(`${this.name} has no column for the property ${key}`);
  }
}
