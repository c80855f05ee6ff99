/**
 * The early first add's answers on their way (`early-add.ts` sends, the cart's listener takes),
 * held apart from the sender so the listener does not import the page store through it (an import
 * circle with the client runtime).
 *
 * An answer that is back before the runtime reads its stored state is confirmed at once (ADR 0075):
 * its cart token is written where the runtime will read it, then the toast is drawn. The runtime
 * claims the answers before it reads (`claimEarlyAdds`): it waits (within a bound) for those still on
 * their way and their writes, so it reads the token; an answer that comes after the claim is never
 * written by the page, so the runtime's own empty start state cannot overwrite it. The listener then either
 * adopts the confirmed add (no second call, no second toast) or takes the answer as its own create
 * call's (ADR 0068).
 */
import { EARLY_ADD_CLAIM_WAIT_MS } from '@/lib/config/client';

interface EarlyAdd {
  answer: Promise<Response>;
  /** The cart token the page wrote for this add; null until (or unless) it did. */
  token: string | null;
}

/** The answers on their way, by the pending add they belong to; each is taken once. */
const sent = new Map<string, EarlyAdd>();
/** Writes of confirmed adds under way; the runtime reads its stored state after them. */
const writing = new Set<Promise<void>>();
/** The confirmations not ended yet (answer, write, toast), which the runtime waits for within a bound. */
const confirming = new Set<Promise<void>>();
let claimed = false;

export function keepEarlyAnswer(pendingId: string, answer: Promise<Response>): void {
  sent.set(pendingId, { answer, token: null });
}

/** The page's confirmation of an early add, from its answer on; it always settles (never rejects). */
export function keepEarlyConfirmation(confirmation: Promise<void>): void {
  confirming.add(confirmation);
  void confirmation.then(() => confirming.delete(confirmation));
}

/**
 * Runs `write` (the token's write, answering the token written or null) for this add when the
 * runtime has not read its stored state yet; answers null, writing nothing, once it has.
 */
export async function writeBeforeRuntime(pendingId: string, write: () => Promise<string | null>): Promise<string | null> {
  const add = sent.get(pendingId);
  if (claimed || add === undefined) return null;
  const done = write().then(
    (token) => void (add.token = token),
    () => undefined,
  );
  writing.add(done);
  await done;
  writing.delete(done);
  return add.token;
}

/**
 * The runtime is about to read its stored state: the confirmations on their way end first (for at
 * most `maxWaitMs`), then no early write starts any more, and those under way end.
 */
export async function claimEarlyAdds(maxWaitMs = EARLY_ADD_CLAIM_WAIT_MS): Promise<void> {
  if (confirming.size > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
    await Promise.race([Promise.all([...confirming]), bound]);
    clearTimeout(timer);
  }
  claimed = true;
  await Promise.all([...writing]);
}

/** The early create call's answer for this add, and the token the page wrote for it, once; undefined when none was sent. */
export function takeEarlyAdd(pendingId: string | undefined): EarlyAdd | undefined {
  if (pendingId === undefined) return undefined;
  const add = sent.get(pendingId);
  sent.delete(pendingId);
  return add;
}

export function clearEarlyAnswers(): void {
  sent.clear();
  writing.clear();
  confirming.clear();
  claimed = false;
}
