/**
 * The native-app bridge (spec 02 §4, §7, §9): connects to the app's handler with up to 5 retries
 * 400 ms apart; events sent before it is connected are queued and flushed once it is; every event
 * goes to the app's `onEvent`, a tracking event 500 ms later; the app's calls — `redirect` (a path
 * with `/magazin` loads the page in full, any other navigates in the app), `flutter-app-version`,
 * `app-platform` — are taken. Until the app says otherwise: platform web, consent notDetermined.
 * Timers, the handler lookup and navigation are injected, so tests drive it with fake ones.
 */
import {
  BRIDGE_CALLS,
  BRIDGE_CONNECT_RETRIES,
  BRIDGE_DEFAULT_CONSENT,
  BRIDGE_DEFAULT_PLATFORM,
  BRIDGE_EVENT_HANDLER,
  BRIDGE_FULL_LOAD_PATH,
  BRIDGE_RETRY_MS,
  BRIDGE_TRACKING_DELAY_MS,
} from '@/lib/config/tracking';

export type AppHandler = (name: string, ...args: unknown[]) => unknown;

export interface BridgeEvent {
  type: string;
  /** A tracking event waits 500 ms before it goes to the app. */
  tracking?: boolean;
  payload?: unknown;
}

export interface BridgeDeps {
  findHandler(): AppHandler | null;
  wait(ms: number): Promise<void>;
  later(run: () => void, ms: number): void;
  navigate(path: string): void;
  fullLoad(path: string): void;
}

export interface BridgeState {
  connected: boolean;
  appVersion: string | null;
  platform: string;
  consent: string;
}

export function createNativeBridge(deps: BridgeDeps) {
  const state: BridgeState = { connected: false, appVersion: null, platform: BRIDGE_DEFAULT_PLATFORM, consent: BRIDGE_DEFAULT_CONSENT };
  const queue: BridgeEvent[] = [];
  let handler: AppHandler | null = null;

  const deliver = (event: BridgeEvent) => {
    const call = () => void handler?.(BRIDGE_EVENT_HANDLER, { type: event.type, payload: event.payload });
    if (event.tracking) deps.later(call, BRIDGE_TRACKING_DELAY_MS);
    else call();
  };

  /** The first try and up to 5 retries, 400 ms apart; true once the app's handler answered. */
  async function connect(): Promise<boolean> {
    for (let attempt = 0; attempt <= BRIDGE_CONNECT_RETRIES; attempt += 1) {
      handler = deps.findHandler();
      if (handler) {
        state.connected = true;
        for (const event of queue.splice(0)) deliver(event);
        return true;
      }
      if (attempt < BRIDGE_CONNECT_RETRIES) await deps.wait(BRIDGE_RETRY_MS);
    }
    return false;
  }

  function send(event: BridgeEvent): void {
    if (state.connected) deliver(event);
    else queue.push(event);
  }

  /** A call from the app. */
  function receive(name: string, value: unknown): void {
    if (name === BRIDGE_CALLS.redirect && typeof value === 'string') {
      if (value.includes(BRIDGE_FULL_LOAD_PATH)) deps.fullLoad(value);
      else deps.navigate(value);
    } else if (name === BRIDGE_CALLS.appVersion && typeof value === 'string') {
      state.appVersion = value;
    } else if (name === BRIDGE_CALLS.appPlatform && typeof value === 'string') {
      state.platform = value;
    } else if (name === 'consent' && typeof value === 'string') {
      state.consent = value;
    }
  }

  return { connect, send, receive, state, queued: () => queue.length };
}
export type NativeBridge = ReturnType<typeof createNativeBridge>;
