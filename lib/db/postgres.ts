/**
 * The server adapter: PostgreSQL via a `pg` pool. `schema` sets the search path, so tests can run
 * in a throw-away schema per run and production can keep the default `public`.
 */
import { Kysely, PostgresDialect, sql, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from 'kysely';
import { Pool, type PoolClient } from 'pg';
import { DB_ERRORS, POSTGRES_POOL_SIZE, POSTGRES_PREPARED_STATEMENTS } from '@/lib/config/commerce';
import type { Database } from './schema';
import { traced } from './traced-dialect';

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * Kysely sends every query unnamed, so PostgreSQL parses and plans it again on each call. Named
 * by its SQL text, a statement is prepared once per pooled connection (pg remembers which) and
 * then only bound and executed. Names are never reused for another text; past
 * POSTGRES_PREPARED_STATEMENTS distinct texts (varying `in (…)` lists) statements go unnamed, so
 * the server's memory per connection stays bounded.
 */
function withNamedStatements(pool: Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (sql: string): string | undefined => {
    let name = names.get(sql);
    if (name === undefined && names.size < POSTGRES_PREPARED_STATEMENTS) {
      name = `storefront_${names.size + 1}`;
      names.set(sql, name);
    }
    return name;
  };
  const clients = new WeakMap<PoolClient, PostgresPoolClient>();
  const wrap = (client: PoolClient): PostgresPoolClient => {
    function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query(statement: string | PostgresCursor<unknown>, parameters: readonly unknown[] = []): unknown {
      // Kysely passes a cursor only to a dialect configured with one; this one never is.
      if (typeof statement !== 'string') throw new Error(DB_ERRORS.cursorUnsupported);
      // Statements without parameters (begin, commit, schema changes) have nothing to bind: sent as they are.
      if (parameters.length === 0) return client.query(statement);
      return client.query({ name: nameOf(statement), text: statement, values: [...parameters] });
    }
    return { query, release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

export function createPostgresDb(url: string, schema?: string): Kysely<Database> {
  if (!isPostgresUrl(url)) throw new Error(DB_ERRORS.unsupportedUrl);
  const pool = new Pool({
    connectionString: url,
    max: POSTGRES_POOL_SIZE,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: traced(new PostgresDialect({ pool: withNamedStatements(pool) }), 'postgresql') });
}

/** The schema unqualified names resolve to on this connection (the first of its search path that exists). */
export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error(DB_ERRORS.noCurrentSchema);
  return schema;
}
