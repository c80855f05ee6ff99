/**
 * The early first add's answers on their way (`early-add.ts` sends, the cart's listener takes),
 * held apart from the sender so the listener does not import the page store through it (an import
 * circle with the client runtime).
 */

/** The answers on their way, by the pending add they belong to; each is taken once. */
const sent = new Map<string, Promise<Response>>();

export function keepEarlyAnswer(pendingId: string, answer: Promise<Response>): void {
  sent.set(pendingId, answer);
}

/** The early create call's answer for this add, once; undefined when none was sent. */
export function takeEarlyAdd(pendingId: string | undefined): Promise<Response> | undefined {
  if (pendingId === undefined) return undefined;
  const answer = sent.get(pendingId);
  sent.delete(pendingId);
  return answer;
}

export function clearEarlyAnswers(): void {
  sent.clear();
}
