/**
 * When the store-switch check (lib/service/store-switch.ts) runs, in a module of its own: the loader
 * on every page imports this alone, and the rules of the switch load with the check.
 */
/**
 * Whether the check runs at the page's first idle moment rather than once the page has settled
 * (ADR 0033): a stored preference may send the visitor to another store, and a switch just made
 * (the `from_store` flag in the page's URL) must mark the session before the shopper moves on. Only
 * asking the visitor's country, a request of its own, can wait.
 */
export function checksAtOnce(preferred: string | null, fromStore: string | null): boolean {
  return preferred !== null || fromStore !== null;
}
