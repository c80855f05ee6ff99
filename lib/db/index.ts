/** The `Db` port: the migrated process-wide handle, the adapters and the table types. */
export { closeDb, getDb, openDb } from './handle';
export { createSqliteDb } from './sqlite';
export { createPostgresDb, currentSchema, isPostgresUrl } from './postgres';
export { migrateToLatest, migrations } from './migrations';
export { isUniqueViolation } from './constraint-errors';
export { makeDurable } from './durability';
export type * from './schema';
