/**
 * The IndexedDB database the client state is kept in (a localforage instance), one per page. The
 * page store opens it as soon as the runtime's libraries are evaluated, before the runtime's own code
 * is (ADR 0072): on a new shopper's first visit the opening creates the database, and that round trip
 * to the browser then runs beside the evaluation instead of after it, when the cart's stored state is
 * first read on the first add's path (issue 35).
 */
import localforage from 'localforage';
import { CLIENT_DATABASE_NAME } from '@/lib/config/client';

let database: LocalForage | null = null;

export function clientDatabase(): LocalForage {
  database ??= localforage.createInstance({ name: CLIENT_DATABASE_NAME });
  return database;
}

/** Starts opening the database; a failure is the persistent cache's to meet on its first read. */
export function openClientDatabase(): void {
  clientDatabase()
    .ready()
    .catch(() => undefined);
}
