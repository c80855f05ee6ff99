/**
 * Action creators without Redux Toolkit (ADR 0031), for the actions catalogue pages' islands
 * dispatch before the client runtime (and with it Redux Toolkit) has loaded. They have what RTK's
 * `createAction` gives that the store uses — `type`, `match` — so slices take them in
 * `extraReducers` and listeners in `startListening({ actionCreator })` as they take RTK's own.
 */
/** Shaped as Redux's `UnknownAction` (an index signature), so a typed dispatch takes it. */
export interface PlainAction<P> {
  type: string;
  payload: P;
  [extraProps: string]: unknown;
}

export interface PlainActionCreator<P, Args extends unknown[]> {
  (...args: Args): PlainAction<P>;
  type: string;
  match(action: unknown): action is PlainAction<P>;
}

function creator<P, Args extends unknown[]>(type: string, payloadOf: (...args: Args) => P): PlainActionCreator<P, Args> {
  const create = (...args: Args): PlainAction<P> => ({ type, payload: payloadOf(...args) });
  const match = (action: unknown): action is PlainAction<P> =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
  return Object.assign(create, { type, match, toString: () => type });
}

/** An action whose payload is the creator's argument. */
export function plainAction<P>(type: string): PlainActionCreator<P, [payload: P]> {
  return creator(type, (payload: P) => payload);
}

/** An action whose payload `prepare` builds from the creator's arguments (as RTK's prepare callback). */
export function preparedAction<P, Args extends unknown[]>(type: string, prepare: (...args: Args) => P): PlainActionCreator<P, Args> {
  return creator(type, prepare);
}
