/**
 * Writes a new shopper's cart token where the client runtime reads it, before the runtime runs
 * (ADR 0075): the same IndexedDB database and object store localforage opens for the client state
 * (`persistence.ts`), and the value in redux-persist's format (each field serialised, then the whole),
 * so the runtime's rehydration takes it as its own earlier write. Raw IndexedDB, no library: this
 * runs before the runtime's chunks are evaluated. ADR 0049/0052's rule holds: the token is stored
 * before the confirmation, so a page opened at once (the toast's "Zur Kasse") finds the cart.
 *
 * Only into an empty client state: when the database already holds a cart, its token or a session
 * (a browser that lost the runtime's marker cookie but kept its data), nothing is written and the
 * runtime's listener puts the line into that cart (ADR 0068).
 */
import { CLIENT_DATABASE_NAME, STORAGE_KEYS } from '@/lib/config/client';

/** localforage's object store for an instance made with a name alone, and the one it adds beside it on creation. */
const LOCALFORAGE_STORE = 'keyvaluepairs';
const LOCALFORAGE_BLOB_CHECK_STORE = 'local-forage-detect-blob-support';
/** redux-persist's version when its config names none. */
const PERSIST_VERSION = -1;

/** The token slice as redux-persist writes it: each field as JSON, then the object. */
export function persistedTokenValue(token: string): string {
  return JSON.stringify({ cartServerToken: JSON.stringify(token), _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }) });
}

function opened(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(CLIENT_DATABASE_NAME);
    // A first visit creates the database as localforage would, so its later open needs no upgrade.
    request.onupgradeneeded = (event) => {
      request.result.createObjectStore(LOCALFORAGE_STORE);
      if (event.oldVersion <= 1) request.result.createObjectStore(LOCALFORAGE_BLOB_CHECK_STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('blocked'));
  });
}

/** The keys whose presence means the browser holds a shopper's state: the cart, its token, the session. */
const HELD_KEYS = [STORAGE_KEYS.cart, STORAGE_KEYS.cartToken, STORAGE_KEYS.session];

/** Writes the token (answers it once committed, null when nothing was written), then lets the database go. */
export interface EarlyCartWriter {
  write(token: string): Promise<string | null>;
  close(): void;
}

/**
 * Starts opening the database now, beside the create call's round trip: on a first visit Chromium
 * creates it, which took about 350 ms on the loaded mid phone, after the answer when it waited for it.
 * The write then looks and writes in one transaction; nothing opened is written without a token.
 */
export function earlyCartTokenWriter(factory: IDBFactory | undefined = globalThis.indexedDB): EarlyCartWriter {
  if (factory === undefined) return { write: async () => null, close: () => undefined };
  const database = opened(factory);
  database.catch(() => undefined);
  return {
    write: async (token) => written(await database, token),
    close: () => void database.then((db) => db.close(), () => undefined),
  };
}

function written(db: IDBDatabase, token: string): Promise<string | null> {
  if (!db.objectStoreNames.contains(LOCALFORAGE_STORE)) return Promise.resolve(null);
  return new Promise<string | null>((resolve) => {
    const transaction = db.transaction(LOCALFORAGE_STORE, 'readwrite');
    const store = transaction.objectStore(LOCALFORAGE_STORE);
    let found = false;
    let answered = 0;
    // One transaction: nothing can be stored between the look and the write.
    for (const key of HELD_KEYS) {
      const read = store.get(key);
      read.onsuccess = () => {
        found ||= read.result !== undefined && read.result !== null;
        answered += 1;
        if (answered < HELD_KEYS.length) return;
        if (found) transaction.abort();
        else store.put(persistedTokenValue(token), STORAGE_KEYS.cartToken);
      };
    }
    transaction.oncomplete = () => resolve(found ? null : token);
    transaction.onabort = () => resolve(null);
    transaction.onerror = () => resolve(null);
  });
}
