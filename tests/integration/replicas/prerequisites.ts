/**
 * What the replica tests need here (the production build, and per test nginx and PostgreSQL), and
 * the `describe` that follows from it: skipped with a message naming what is missing, except on CI
 * (CI=true), where a missing piece fails the suite instead.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, nginxBinary } from '@/scripts/bench/local-deployment';
import { prometheusBinary } from '../../support/prometheus';

export interface Prerequisites {
  nginx: string | null;
  databaseUrl: string | undefined;
  missing: string[];
  suite: jest.Describe;
}

export function replicaTestPrerequisites(name: string, needs: { nginx?: boolean; database?: boolean; prometheus?: boolean }): Prerequisites {
  const nginx = nginxBinary();
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const built = existsSync(join(ROOT, '.next', 'BUILD_ID'));
  const missing = [
    needs.nginx && !nginx && 'nginx (apt-get install -y nginx)',
    needs.database && !databaseUrl && 'PostgreSQL (TEST_DATABASE_URL)',
    needs.prometheus && !prometheusBinary() && 'prometheus (apt-get install -y prometheus)',
    !built && 'the production build (npm test or npm start builds it)',
  ].filter((entry): entry is string => Boolean(entry));
  const skip = missing.length > 0 && !process.env.CI;
  if (skip) console.warn(`${name} skipped: ${missing.join(', ')} not available here; CI installs and sets them.`);
  return { nginx, databaseUrl, missing, suite: skip ? describe.skip : describe };
}
