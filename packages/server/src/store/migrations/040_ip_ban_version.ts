import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The version of the banned address ranges (issue 16): every door asks whether the visitor's
 * address is banned, and read the whole ip_bans table to answer. Now each instance keeps the
 * ranges it read with the version they had, and reads them again only when the version moved
 * (restrictions/restrictions.service.ts). Triggers move it in the same statement as any change
 * of ip_bans, whoever makes it: the admin CLI, another instance, an operator at a SQL prompt.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export function ipBanVersion(kind: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('versions')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await sql`insert into versions (name, version) values ('ip_bans', 1)`.execute(db);
      if (kind === 'postgres') {
        await sql`create function bump_ip_ban_version() returns trigger language plpgsql as $$
          begin
            update versions set version = version + 1 where name = 'ip_bans';
            return null;
          end $$`.execute(db);
        await sql`create trigger ip_bans_version
          after insert or update or delete or truncate on ip_bans
          for each statement execute function bump_ip_ban_version()`.execute(db);
        return;
      }
      for (const change of ['insert', 'update', 'delete']) {
        await sql`create trigger ${sql.raw(`ip_bans_version_${change}`)}
          after ${sql.raw(change)} on ip_bans
          begin
            update versions set version = version + 1 where name = 'ip_bans';
          end`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (kind === 'postgres') {
        await sql`drop trigger ip_bans_version on ip_bans`.execute(db);
        await sql`drop function bump_ip_ban_version()`.execute(db);
      } else {
        for (const change of ['insert', 'update', 'delete']) {
          await sql`drop trigger ${sql.raw(`ip_bans_version_${change}`)}`.execute(db);
        }
      }
      await db.schema.dropTable('versions').execute();
    },
  };
}
