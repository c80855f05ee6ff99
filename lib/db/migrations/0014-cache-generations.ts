/**
 * Cache generations (issue 21): one counter per shared cache (`catalog`), raised by every catalogue
 * import or editor's publish. Each replica remembers the generation it last cleared its caches for
 * and compares on reconnect and at least every minute, so a replica that missed the broadcast
 * (PostgreSQL NOTIFY) still catches up within that bound.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const cacheGenerations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cache_generations')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .execute();
    await sql`insert into cache_generations (name, generation, changed_at) values ('catalog', 0, ${new Date(0).toISOString()})`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('cache_generations').execute();
  },
};
