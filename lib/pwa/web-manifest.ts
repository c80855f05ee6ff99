/**
 * The web manifest of a store view: the shop's name in the view's language, its colours and
 * icons, starting at and scoped to the view's home, so an installed `/de` shop stays in `/de`.
 */
import {
  MANIFEST_BACKGROUND_COLOR,
  MANIFEST_ICON_PATH,
  MANIFEST_ICON_SIZES,
  MANIFEST_THEME_COLOR,
} from '@/lib/config/pwa';

export interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/** `home` is the view's home path: `/` or `/de`. */
export function webManifest(home: string, lang: string, texts: ManifestTexts): WebManifest {
  const scope = home.endsWith('/') ? home : `${home}/`;
  return {
    id: home,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang,
    start_url: home,
    scope,
    display: 'standalone',
    theme_color: MANIFEST_THEME_COLOR,
    background_color: MANIFEST_BACKGROUND_COLOR,
    icons: MANIFEST_ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: MANIFEST_ICON_PATH(size, purpose),
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose,
      })),
    ),
  };
}
