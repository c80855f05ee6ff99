/** Two message catalogues as one, the second's messages over the first's (server fallbacks and the client's nested providers). */
import type { Messages } from './messages-type';

export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] = typeof value === 'object' && typeof under === 'object' ? mergeMessages(under, value) : value;
  }
  return out;
}
