/**
 * Where the e2e run's provider fakes (provider-fakes.ts) listen and the second shop server, which
 * has the real Braintree and Amazon Pay adapters configured against them, serves. Offsets from
 * E2E_PORT, so each worktree's run keeps to its own ports (SMTP is +1000).
 */
import { generateKeyPairSync } from 'node:crypto';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const FAKE_PROVIDER_PORT = PORT + 2000;
export const FAKE_AMAZON_API_PORT = PORT + 2100;
/** The shop server with real adapters (and its own data directory). */
export const PROVIDER_SHOP_PORT = PORT + 10;
export const PROVIDER_SHOP_DATA_DIR = '.data/e2e-providers';
export const FAKE_MERCHANT_ID = 'merchant1';

/** The provider shop's environment: Braintree for PayPal and Amazon Pay, both pointed at the fakes; cards stay on the test gateway. */
export function providerShopEnv(): Record<string, string> {
  const origin = `http://127.0.0.1:${FAKE_PROVIDER_PORT}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  return {
    PORT: String(PROVIDER_SHOP_PORT),
    DATA_DIR: PROVIDER_SHOP_DATA_DIR,
    LOG_LEVEL: 'warn',
    SKIP_BUILD: '1',
    PAYMENTS_TEST_MODE: '1',
    BRAINTREE_MERCHANT_ID: FAKE_MERCHANT_ID,
    BRAINTREE_PUBLIC_KEY: 'fake-public-key',
    BRAINTREE_PRIVATE_KEY: 'fake-private-key',
    BRAINTREE_API_HOST: origin,
    BRAINTREE_SCRIPT_ORIGIN: origin,
    AMAZON_PAY_PUBLIC_KEY_ID: 'fake-public-key-id',
    AMAZON_PAY_PRIVATE_KEY: privateKey,
    AMAZON_PAY_STORE_ID: 'amzn1.application-oa2-client.fake',
    AMAZON_PAY_MERCHANT_ID: 'FAKEMERCHANT',
    AMAZON_PAY_REGION: 'eu',
    AMAZON_PAY_API_HOST: `127.0.0.1:${FAKE_AMAZON_API_PORT}`,
    AMAZON_PAY_SCRIPT_ORIGIN: origin,
    PAYMENTS_ALLOW_FAKE_HOSTS: '1',
  };
}
