/** The product grid's hydration groups (issue 12): every tile once, in order; the first row alone. */
import { hydrationGroups } from '@/lib/catalog/hydration-groups';
import { TILE_HYDRATION_GROUP, TILES_HYDRATED_WITH_PAGE } from '@/lib/config/hydration';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('hydrationGroups', () => {
  it.each([0, 1, TILES_HYDRATED_WITH_PAGE, TILES_HYDRATED_WITH_PAGE + 1, 24, 40, 41])('keeps every one of %i tiles once, in order', (count) => {
    expect(hydrationGroups(range(count)).flat()).toEqual(range(count));
  });

  it('hydrates the first row with the page and the rest in groups of TILE_HYDRATION_GROUP', () => {
    const groups = hydrationGroups(range(40));
    expect(groups[0]).toHaveLength(TILES_HYDRATED_WITH_PAGE);
    expect(groups.slice(1, -1).every((group) => group.length === TILE_HYDRATION_GROUP)).toBe(true);
    expect(groups.every((group) => group.length > 0)).toBe(true);
    expect(groups).toHaveLength(1 + Math.ceil((40 - TILES_HYDRATED_WITH_PAGE) / TILE_HYDRATION_GROUP));
  });

  it('makes no empty group for a short list', () => {
    expect(hydrationGroups([])).toEqual([]);
    expect(hydrationGroups(range(2))).toEqual([[0, 1]]);
  });
});
