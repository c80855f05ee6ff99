/**
 * The catalogue's cache generation in the commerce database (table cache_generations, both
 * engines). Raising it is the one event of a catalogue import or an editor's publish; on
 * PostgreSQL the same transaction announces it with NOTIFY, delivered to every listening replica
 * when it commits.
 */
import { sql } from 'kysely';
import type { Db } from '@/lib/db';
import { CATALOG_GENERATION, INVALIDATION_CHANNEL } from '@/lib/config/replicas';

/** The NOTIFY channel of a PostgreSQL schema: `public` uses the plain name, other schemas their own. */
export function invalidationChannel(schema: string): string {
  return schema === 'public' ? INVALIDATION_CHANNEL : `${INVALIDATION_CHANNEL}.${schema}`;
}

export async function readGeneration(db: Db, name: string = CATALOG_GENERATION): Promise<number> {
  const row = await db.selectFrom('cache_generations').select('generation').where('name', '=', name).executeTakeFirst();
  return Number(row?.generation ?? 0);
}

/**
 * Raises the generation by one and, with a channel (PostgreSQL), announces the new value in the
 * same transaction. Returns the new generation.
 */
export async function raiseGeneration(db: Db, channel: string | null, now: Date, name: string = CATALOG_GENERATION): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('cache_generations')
      .set((eb) => ({ generation: eb('generation', '+', 1), changed_at: now.toISOString() }))
      .where('name', '=', name)
      .returning('generation')
      .executeTakeFirstOrThrow();
    const generation = Number(row.generation);
    if (channel) await sql`select pg_notify(${channel}, ${String(generation)})`.execute(trx);
    return generation;
  });
}
