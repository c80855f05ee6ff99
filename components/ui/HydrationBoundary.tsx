/**
 * A part of the page that hydrates on its own (ADR 0059). React hydrates a root with no Suspense
 * boundary as one unit, and a tap before that ends makes it finish the whole page synchronously
 * inside the tap's event (ADR 0058). A complete boundary in the server's HTML is hydrated later,
 * boundary by boundary with yields between them, and a tap hydrates only the tapped boundary's path.
 * Nothing inside suspends (the pages are rendered whole before they are sent), so the fallback is
 * never drawn: the server's HTML is the same markup between the boundary's comment markers.
 */
import { Suspense, type ReactNode } from 'react';

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
