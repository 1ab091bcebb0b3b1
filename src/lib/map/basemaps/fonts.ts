import type { FontFacesSpecification } from 'maplibre-gl';
import latin from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2?url';
import latinExt from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2?url';
import { LABEL_FONT } from './default-style';

/**
 * Label glyphs come from a bundled font (Noto Sans, OFL), served by the app's own origin and drawn
 * by maplibre itself (the style's `font-faces`), so no glyph server is needed. The font names the
 * Protomaps styles ask for map to the same files. Scripts the files lack fall back to local fonts.
 */
const FILES = [
  {
    url: latin,
    'unicode-range': [
      'U+0000-00FF',
      'U+0131',
      'U+0152-0153',
      'U+02BB-02BC',
      'U+02C6',
      'U+02DA',
      'U+02DC',
      'U+2000-206F',
      'U+20AC',
      'U+2122',
      'U+2212',
    ],
  },
  {
    url: latinExt,
    'unicode-range': [
      'U+0100-02AF',
      'U+0304',
      'U+0308',
      'U+0329',
      'U+1E00-1EFF',
      'U+2020',
      'U+20A0-20AB',
      'U+20AD-20CF',
      'U+2113',
      'U+2C60-2C7F',
      'U+A720-A7FF',
    ],
  },
];

const abs = (url: string) => new URL(url, window.location.href).href;

export function labelFontFaces(): FontFacesSpecification {
  const files = FILES.map((f) => ({ ...f, url: abs(f.url) }));
  return { [LABEL_FONT]: files, 'Noto Sans Medium': files, 'Noto Sans Italic': files };
}
