/** `npm start` runs this first: prints what is wrong with the configuration and exits 1. */
import { validateConfig } from '@/lib/config/validate';

try {
  validateConfig();
} catch (error) {
  console.error(`Configuration error — the shop will not start.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
