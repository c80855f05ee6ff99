/**
 * Publishes "the catalogue changed" to every replica: one raise of the generation in the database
 * every replica already uses (announced by NOTIFY on PostgreSQL; read by each replica's periodic
 * check on SQLite, where there is one server).
 */
import { currentSchema, type Db } from '@/lib/commerce/db';
import { DATABASE_URL_ENV } from '@/lib/config/commerce';
import { invalidationChannel, raiseGeneration } from './catalog-generation';

type Env = Record<string, string | undefined>;

export async function publishCatalogChange(db: Db, env: Env = process.env, now: Date = new Date()): Promise<number> {
  const channel = env[DATABASE_URL_ENV] ? invalidationChannel(await currentSchema(db)) : null;
  return raiseGeneration(db, channel, now);
}
