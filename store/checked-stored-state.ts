/**
 * redux-persist's read of a slice with a check of what comes back (spec 02 §4, §8): the check keeps
 * what is valid (a wishlist drops items without id) or refuses it, and a refused or unparsable
 * value is removed from storage silently. A read that fails is an error the slice's listeners can
 * tell apart (`StoredStateUnreadable` on the REHYDRATE action); with `removeUnreadable` the stored
 * value is removed first (spec 02 §8 "Compare restore failure: stored list removed").
 */
import type { PersistConfig, PersistedState } from 'redux-persist';

export class StoredStateUnreadable extends Error {
  constructor(
    readonly key: string,
    cause: unknown,
  ) {
    super(`stored state "${key}" could not be read`, { cause });
    this.name = 'StoredStateUnreadable';
  }
}

/** Each field of redux-persist's stored object, parsed; null when the value is not such an object. */
function storedFields(serialized: string): Record<string, unknown> | null {
  try {
    const outer: unknown = JSON.parse(serialized);
    if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) return null;
    return Object.fromEntries(Object.entries(outer).map(([field, value]) => [field, typeof value === 'string' ? JSON.parse(value) : value]));
  } catch {
    return null;
  }
}

export interface StoredStateCheck {
  /** The state to take in, or null when the stored value is unusable and is to be removed. */
  check(fields: Record<string, unknown>): object | null;
  removeUnreadable?: boolean;
}

export function checkedStoredState({ check, removeUnreadable = false }: StoredStateCheck) {
  return async (config: Pick<PersistConfig<unknown>, 'key' | 'keyPrefix' | 'storage'>): Promise<PersistedState> => {
    const key = `${config.keyPrefix ?? 'persist:'}${config.key}`;
    let serialized: string | null;
    try {
      serialized = await config.storage.getItem(key);
    } catch (error) {
      if (removeUnreadable) await config.storage.removeItem(key).catch(() => undefined);
      throw new StoredStateUnreadable(config.key, error);
    }
    if (!serialized) return undefined;
    const fields = storedFields(serialized);
    const state = fields === null ? null : check(fields);
    // redux-persist wrote the object with its `_persist` field, which the check keeps.
    if (state !== null) return state as PersistedState;
    await config.storage.removeItem(key);
    return undefined;
  };
}
