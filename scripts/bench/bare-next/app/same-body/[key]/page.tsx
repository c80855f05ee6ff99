/**
 * The bare page with a shop page's body (`npm run bench:lighthouse`): the same markup and CSS, none of
 * the shop's scripts, so Next.js's own runtime is all the JavaScript it runs. Read per request from
 * the snapshot the benchmark wrote; a server component, so it adds no client code to the bare app.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from 'next/navigation';
import { SAME_BODY_DIR_ENV, SNAPSHOT_KEY, type SameBodySnapshot } from '../snapshot';

export const dynamic = 'force-dynamic';

export default async function SameBodyPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const dir = process.env[SAME_BODY_DIR_ENV];
  if (!dir || !SNAPSHOT_KEY.test(key)) notFound();
  const snapshot = JSON.parse(await readFile(path.join(dir, `${key}.json`), 'utf8')) as SameBodySnapshot;
  // Rendered as <link> elements, which React hoists into <head> as the shop's page has them.
  return (
    <>
      {snapshot.preloads.map(({ href, ...options }) => (
        <link key={href} rel="preload" href={href} {...options} />
      ))}
      {snapshot.stylesheets.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="shop" />
      ))}
      <div className={snapshot.htmlClass || undefined}>
        <div className={snapshot.bodyClass || undefined} dangerouslySetInnerHTML={{ __html: snapshot.body }} />
      </div>
    </>
  );
}
