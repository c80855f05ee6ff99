/**
 * The customer group prices and tax are computed for (spec 01 §6): a logged-in user's groupId and
 * groupToken, or the configured default group when only the default is allowed or no user is present.
 */
import { CUSTOMER_GROUP_DEFAULTS } from '@/lib/config/catalog';

export interface GroupSession {
  groupId: number;
  groupToken?: string | null;
}

export interface GroupSettings {
  defaultGroupId: number;
  useOnlyDefaultGroup: boolean;
}

export interface PriceGroup {
  groupId: number;
  /** Sent with catalogue searches so the server may answer that group's prices. */
  groupToken?: string;
}

export function resolvePriceGroup(user: GroupSession | null | undefined, settings: GroupSettings = CUSTOMER_GROUP_DEFAULTS): PriceGroup {
  if (!user || settings.useOnlyDefaultGroup) return { groupId: settings.defaultGroupId };
  return user.groupToken ? { groupId: user.groupId, groupToken: user.groupToken } : { groupId: user.groupId };
}
