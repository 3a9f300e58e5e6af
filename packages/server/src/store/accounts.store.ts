/** Accounts: created once, found by e-mail, by country code + mobile, or by id. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { compiledOnce } from './compiled-once.js';
import type { AccountsTable, Database } from './schema.js';
import { isUniqueViolation, violatesPrimaryKey } from './unique-violation.js';

export type Account = Selectable<AccountsTable>;

/** 'idTaken': the random id collided (retry with another); 'identityTaken': already signed up. */
export type InsertAccountOutcome = 'ok' | 'idTaken' | 'identityTaken';

export function accountsStore(db: Kysely<Database>) {
  // Asked by every log-in and code send by e-mail: built and compiled once (compiled-once.ts).
  const byEmail = compiledOnce(db, ['email'], ({ email }: { email: string }) =>
    db.selectFrom('accounts').selectAll().where('email', '=', email),
  );
  return {
    async insert(account: Insertable<AccountsTable>): Promise<InsertAccountOutcome> {
      try {
        await db.insertInto('accounts').values(account).execute();
        return 'ok';
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return violatesPrimaryKey(error, 'accounts') ? 'idTaken' : 'identityTaken';
      }
    },

    findById(id: string): Promise<Account | undefined> {
      return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** `email` must already be normalised (lower-cased). */
    async findByEmail(email: string): Promise<Account | undefined> {
      return (await byEmail({ email }))[0];
    },

    findByMobile(countryCode: string, mobile: string): Promise<Account | undefined> {
      return db
        .selectFrom('accounts')
        .selectAll()
        .where('country_code', '=', countryCode)
        .where('mobile', '=', mobile)
        .executeTakeFirst();
    },

    /** The most recent accounts first (the admin CLI's list). */
    newest(limit: number): Promise<Account[]> {
      return db
        .selectFrom('accounts')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type AccountsStore = ReturnType<typeof accountsStore>;
