/** The floor of the landing budget (ADR 0011): a bare Next.js App Router page, built by `npm run bench:bundle`. */
import type { ReactNode } from 'react';

export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
