/**
 * The schema a database actually has, read from the engine's own catalogue (not from our
 * migration code) and put in one shape for both engines, so a test can compare it with a
 * committed snapshot. Kysely's own bookkeeping tables are left out; the migration names it
 * recorded are kept, so a renamed or dropped migration shows too.
 */
import { sql, type Kysely } from 'kysely';
import type { DialectKind } from '../store/dialect.js';

export interface ColumnShape {
  name: string;
  type: string;
  nullable: boolean;
  /** The default as the engine prints it (`'BYBIT'` on SQLite, `'BYBIT'::text` on PostgreSQL). */
  default: string | null;
}

export interface IndexShape {
  name: string;
  unique: boolean;
  columns: string[];
}

export interface ForeignKeyShape {
  columns: string[];
  references: string;
  referencedColumns: string[];
  onDelete: string;
}

export interface TableShape {
  /** In the engine's column order. */
  columns: ColumnShape[];
  /** SQLite does not keep a primary key's constraint name, so there it is null. */
  primaryKey: { name: string | null; columns: string[] };
  /** Every index but the primary key's, by name. */
  indexes: IndexShape[];
  foreignKeys: ForeignKeyShape[];
}

export interface SchemaShape {
  /** The migration keys Kysely recorded, in name order. */
  migrations: string[];
  /** By table name. */
  tables: Record<string, TableShape>;
}

export async function readSchema<DB>(db: Kysely<DB>, kind: DialectKind): Promise<SchemaShape> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  const migrations = rows.map((row) => row.name);
  const tables = kind === 'postgres' ? await postgresTables(db) : await sqliteTables(db);
  return { migrations, tables: sortedByKey(tables) };
}

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
const byColumns = (a: ForeignKeyShape, b: ForeignKeyShape) =>
  a.columns.join().localeCompare(b.columns.join());

function sortedByKey<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

async function sqliteTables<DB>(db: Kysely<DB>): Promise<Record<string, TableShape>> {
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
  const shapes: Record<string, TableShape> = {};
  for (const { name } of tables) shapes[name] = await sqliteTable(db, name);
  return shapes;
}

async function sqliteTable<DB>(db: Kysely<DB>, table: string): Promise<TableShape> {
  const { rows: columns } = await sql<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }>`select name, type, "notnull", dflt_value, pk from pragma_table_info(${table}) order by cid`.execute(
    db,
  );
  const { rows: indexList } = await sql<{ name: string; unique: number; origin: string }>`
    select name, "unique", origin from pragma_index_list(${table})`.execute(db);
  const indexes: IndexShape[] = [];
  for (const index of indexList.filter((row) => row.origin !== 'pk')) {
    const { rows: indexColumns } = await sql<{ name: string }>`
      select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
    indexes.push({
      name: index.name,
      unique: index.unique === 1,
      columns: indexColumns.map((row) => row.name),
    });
  }
  const { rows: references } = await sql<{
    id: number;
    table: string;
    from: string;
    to: string;
    on_delete: string;
  }>`select id, "table", "from", "to", on_delete from pragma_foreign_key_list(${table})
     order by id, seq`.execute(db);
  const foreignKeys = new Map<number, ForeignKeyShape>();
  for (const row of references) {
    const key = foreignKeys.get(row.id) ?? {
      columns: [],
      references: row.table,
      referencedColumns: [],
      onDelete: row.on_delete,
    };
    key.columns.push(row.from);
    key.referencedColumns.push(row.to);
    foreignKeys.set(row.id, key);
  }
  return {
    columns: columns.map((column) => ({
      name: column.name,
      type: column.type,
      nullable: column.notnull === 0,
      default: column.dflt_value,
    })),
    primaryKey: {
      name: null,
      columns: columns
        .filter((column) => column.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((column) => column.name),
    },
    indexes: indexes.sort(byName),
    foreignKeys: [...foreignKeys.values()].sort(byColumns),
  };
}

async function postgresTables<DB>(db: Kysely<DB>): Promise<Record<string, TableShape>> {
  const { rows: tables } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'`.execute(db);
  const shapes: Record<string, TableShape> = {};
  for (const { table_name } of tables) shapes[table_name] = await postgresTable(db, table_name);
  return shapes;
}

async function postgresTable<DB>(db: Kysely<DB>, table: string): Promise<TableShape> {
  const { rows: columns } = await sql<{
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>`select column_name, data_type, is_nullable, column_default from information_schema.columns
     where table_schema = current_schema() and table_name = ${table}
     order by ordinal_position`.execute(db);
  const { rows: primary } = await sql<{ constraint_name: string; column_name: string }>`
    select tc.constraint_name, kcu.column_name
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
    where tc.table_schema = current_schema() and tc.table_name = ${table}
      and tc.constraint_type = 'PRIMARY KEY'
    order by kcu.ordinal_position`.execute(db);
  const primaryName = primary[0]?.constraint_name ?? null;
  const { rows: indexDefs } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = ${table}`.execute(db);
  const { rows: references } = await sql<{ definition: string }>`
    select pg_get_constraintdef(c.oid) as definition from pg_constraint c
    where c.contype = 'f' and c.conrelid = (quote_ident(current_schema()) || '.' || quote_ident(${table}))::regclass`.execute(
    db,
  );
  return {
    columns: columns.map((column) => ({
      name: column.column_name,
      type: column.data_type,
      nullable: column.is_nullable === 'YES',
      default: column.column_default,
    })),
    primaryKey: { name: primaryName, columns: primary.map((row) => row.column_name) },
    indexes: indexDefs
      .filter((row) => row.indexname !== primaryName)
      .map((row) => parseIndexDef(row.indexname, row.indexdef))
      .sort(byName),
    foreignKeys: references.map((row) => parseForeignKey(row.definition)).sort(byColumns),
  };
}

const splitColumns = (list: string) => list.split(',').map((column) => column.trim());

/** `CREATE UNIQUE INDEX name ON public.t USING btree (a, b)` */
function parseIndexDef(name: string, definition: string): IndexShape {
  const match = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ USING btree \(([^)]*)\)$/.exec(definition);
  if (!match) throw new Error(`an index this reader does not know: ${definition}`);
  return { name, unique: match[1] !== undefined, columns: splitColumns(match[2] ?? '') };
}

/** `FOREIGN KEY (a) REFERENCES t(id) ON DELETE CASCADE` */
function parseForeignKey(definition: string): ForeignKeyShape {
  const match = /^FOREIGN KEY \(([^)]*)\) REFERENCES (\S+)\(([^)]*)\)(?: ON DELETE (.+))?$/.exec(
    definition,
  );
  if (!match) throw new Error(`a foreign key this reader does not know: ${definition}`);
  return {
    columns: splitColumns(match[1] ?? ''),
    references: match[2] ?? '',
    referencedColumns: splitColumns(match[3] ?? ''),
    onDelete: match[4] ?? 'NO ACTION',
  };
}
