/** A list split as it hydrates (lib/config/hydration.ts): the first items alone, then groups of `TILE_HYDRATION_GROUP`. */
import { TILE_HYDRATION_GROUP, TILES_HYDRATED_WITH_PAGE } from '@/lib/config/hydration';

export function hydrationGroups<T>(items: readonly T[]): T[][] {
  const groups = [items.slice(0, TILES_HYDRATED_WITH_PAGE)];
  for (let start = TILES_HYDRATED_WITH_PAGE; start < items.length; start += TILE_HYDRATION_GROUP) groups.push(items.slice(start, start + TILE_HYDRATION_GROUP));
  return groups.filter((group) => group.length > 0);
}
