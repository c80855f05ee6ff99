/**
 * The early first add's answers on their way (`early-add.ts` sends, the cart's listener takes),
 * held apart from the sender so the listener does not import the page store through it (an import
 * circle with the client runtime).
 *
 * An answer that is back before the runtime reads its stored state may be confirmed at once
 * (ADR 0075): its cart token is written where the runtime will read it, then the toast is drawn.
 * The runtime claims the answers before it reads (`claimEarlyAdds`): a write under way is waited
 * for, so the runtime reads the token; an answer that comes after the claim is never written by
 * the page, so the runtime's own empty start state cannot overwrite it. The listener then either
 * adopts the confirmed add (no second call, no second toast) or takes the answer as its own create
 * call's (ADR 0068).
 */

interface EarlyAdd {
  answer: Promise<Response>;
  /** The cart token the page wrote for this add; null until (or unless) it did. */
  token: string | null;
}

/** The answers on their way, by the pending add they belong to; each is taken once. */
const sent = new Map<string, EarlyAdd>();
/** Writes of confirmed adds under way; the runtime reads its stored state after them. */
const writing = new Set<Promise<void>>();
let claimed = false;

export function keepEarlyAnswer(pendingId: string, answer: Promise<Response>): void {
  sent.set(pendingId, { answer, token: null });
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

/** The runtime is about to read its stored state: no early write starts from now on, those under way end first. */
export async function claimEarlyAdds(): Promise<void> {
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
  claimed = false;
}
