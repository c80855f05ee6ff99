/** The blank layout: the page alone, for screens that must not show shop navigation. */
import type { ReactNode } from 'react';

export default function BlankLayout({ children }: { children: ReactNode }) {
  return <main className="blank-layout">{children}</main>;
}
