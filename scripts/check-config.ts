/**
 * `npm start` runs this first, and `npm run check:config` on its own: every problem with the
 * configuration in one message and exit 1; with `--list`, the variables that are set (secrets as
 * "(set)") when all is well.
 */
import { describeEnvironment } from '@/lib/config/environment';
import { startupRefusal } from '@/lib/config/validate';

const refusal = startupRefusal();
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
if (process.argv.includes('--list')) {
  const set = describeEnvironment();
  console.log(set.length > 0 ? set.join('\n') : 'No variable is set: every default applies (docs/configuration.md).');
}
