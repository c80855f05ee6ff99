/** A catalogue key as a `UserMessage` (lib/contract), without loading the schema. */
import type { UserMessage } from '@/lib/contract/user-message';

export function messageKey(key: string, values?: Record<string, string | number>): UserMessage {
  return values === undefined ? { key } : { key, values };
}
