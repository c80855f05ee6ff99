/** @jest-environment node */
import { createNativeBridge, type AppHandler, type BridgeDeps } from '@/lib/native-app/bridge';

/** A bridge on a fake clock: `wait` and `later` advance it; the app's handler appears at a chosen time. */
function fakeApp(handlerFrom: number | null) {
  let now = 0;
  const calls: Array<{ at: number; name: string; payload: unknown }> = [];
  const timers: Array<{ at: number; run: () => void }> = [];
  const handler: AppHandler = (name, payload) => void calls.push({ at: now, name, payload });
  const deps: BridgeDeps = {
    findHandler: () => (handlerFrom !== null && now >= handlerFrom ? handler : null),
    wait: async (ms) => {
      now += ms;
    },
    later: (run, ms) => void timers.push({ at: now + ms, run }),
    navigate: jest.fn(),
    fullLoad: jest.fn(),
  };
  const runTimers = () => {
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
      now = Math.max(now, timer.at);
      timer.run();
    }
  };
  return { deps, calls, runTimers, clock: () => now };
}

describe('native-app bridge (spec 02 §4, §7, §9)', () => {
  it('connects with up to 5 retries 400 ms apart', async () => {
    const app = fakeApp(2_000);
    const bridge = createNativeBridge(app.deps);
    expect(await bridge.connect()).toBe(true);
    expect(app.clock()).toBe(2_000);
    expect(bridge.state.connected).toBe(true);
  });

  it('gives up after the 5th retry (2 s) when no app answers', async () => {
    const app = fakeApp(2_001);
    const bridge = createNativeBridge(app.deps);
    expect(await bridge.connect()).toBe(false);
    expect(app.clock()).toBe(5 * 400);
  });

  it('queues events until connected, then flushes them in order to onEvent', async () => {
    const app = fakeApp(800);
    const bridge = createNativeBridge(app.deps);
    bridge.send({ type: 'first' });
    bridge.send({ type: 'second' });
    expect(bridge.queued()).toBe(2);
    expect(app.calls).toEqual([]);
    await bridge.connect();
    expect(bridge.queued()).toBe(0);
    expect(app.calls.map((c) => [c.name, (c.payload as { type: string }).type])).toEqual([
      ['onEvent', 'first'],
      ['onEvent', 'second'],
    ]);
  });

  it('sends a tracking event 500 ms later', async () => {
    const app = fakeApp(0);
    const bridge = createNativeBridge(app.deps);
    await bridge.connect();
    bridge.send({ type: 'page_view', tracking: true, payload: { event: 'page_view' } });
    expect(app.calls).toEqual([]);
    app.runTimers();
    expect(app.calls).toEqual([{ at: 500, name: 'onEvent', payload: { type: 'page_view', payload: { event: 'page_view' } } }]);
  });

  it('a redirect navigates in the app; a path with /magazin loads the page in full', () => {
    const app = fakeApp(0);
    const bridge = createNativeBridge(app.deps);
    bridge.receive('redirect', '/c/kaffee');
    bridge.receive('redirect', '/magazin/espresso-guide');
    expect(app.deps.navigate).toHaveBeenCalledWith('/c/kaffee');
    expect(app.deps.fullLoad).toHaveBeenCalledWith('/magazin/espresso-guide');
    expect(app.deps.navigate).toHaveBeenCalledTimes(1);
  });

  it('reads app version and platform; before that platform web and consent notDetermined', () => {
    const bridge = createNativeBridge(fakeApp(0).deps);
    expect(bridge.state).toMatchObject({ platform: 'web', consent: 'notDetermined', appVersion: null });
    bridge.receive('flutter-app-version', '3.1.0');
    bridge.receive('app-platform', 'android');
    expect(bridge.state).toMatchObject({ platform: 'android', appVersion: '3.1.0' });
  });

});
