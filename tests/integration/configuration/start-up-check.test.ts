/**
 * A broken configuration stops the server before it listens, with every problem in one message
 * (server.ts and `npm run check:config` share lib/config/validate.ts).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '../../..');
const BROKEN = { PAGE_CACHE_MB: 'lots', LOG_LEVEL: 'loud', BRAINTREE_MERCHANT_ID: 'm', DATA_DIR: '/tmp/h-cfg-never-used' };

function run(script: string, args: string[] = [], env: Record<string, string> = BROKEN) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: { ...process.env, PORT: '3811', ...env }, encoding: 'utf8', timeout: 60_000 });
}

describe('the start-up check', () => {
  it.each(['server.ts', 'scripts/check-config.ts'])('%s refuses a broken configuration, listing every problem, exit 1', (script) => {
    const result = run(script);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Configuration error — the shop will not start.');
    for (const name of ['PAGE_CACHE_MB "lots"', 'LOG_LEVEL "loud"', 'Braintree needs BRAINTREE_MERCHANT_ID, BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY together']) {
      expect(result.stderr).toContain(name);
    }
    expect(result.stdout).not.toContain('Ready on port');
  });

  it('check:config lists what is set, secrets hidden', () => {
    const result = run('scripts/check-config.ts', ['--list'], { PAGE_CACHE_MB: '8', PAYMENTS_ADMIN_TOKEN: 'hunter2' });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('PAGE_CACHE_MB=8');
    expect(result.stdout).toContain('PAYMENTS_ADMIN_TOKEN=(set)');
    expect(result.stdout).not.toContain('hunter2');
  });
});
