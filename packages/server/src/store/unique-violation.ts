/**
 * Reading unique-constraint violations from both drivers. Sign-up races are settled by the
 * unique indexes, not by a look-up first, so the store must recognise the violation.
 */

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

const asDriverError = (error: unknown): DriverError =>
  typeof error === 'object' && error !== null ? (error as DriverError) : {};

/** better-sqlite3 SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY, or PostgreSQL 23505. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = asDriverError(error);
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** Whether the violated constraint is the primary key `<table>_pkey`. */
export function violatesPrimaryKey(error: unknown, table: string): boolean {
  const { code, constraint } = asDriverError(error);
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  return constraint === `${table}_pkey`;
}
