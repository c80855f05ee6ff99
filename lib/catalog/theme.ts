/** Theme names (spec §5): an unknown theme name throws 'Wrong theme name'. */
import { CATALOG_ERRORS, THEME_NAMES } from '@/lib/config/catalog';

export function assertThemeName(name: string, known: readonly string[] = THEME_NAMES): string {
  if (!known.includes(name)) throw new Error(CATALOG_ERRORS.wrongThemeName);
  return name;
}
