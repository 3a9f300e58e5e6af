import { countryFlag } from './country-filter';
import styles from './country-select.module.css';

let shown: boolean | undefined;

/**
 * Whether this browser draws flag emoji: a flag drawn on a canvas has colour, while a system
 * without flag glyphs draws two letters or empty boxes in one colour. Asked once a page.
 */
export function flagEmojiShown(): boolean {
  if (shown !== undefined) return shown;
  shown = false;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 20;
    // A browser without a 2D canvas answers null: no flags then.
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context) {
      context.textBaseline = 'top';
      context.font = '16px sans-serif';
      context.fillText(countryFlag('GB'), 0, 0);
      const pixels = context.getImageData(0, 0, 20, 20).data;
      for (let i = 0; i < pixels.length && !shown; i += 4) {
        shown =
          pixels[i + 3]! > 0 && (pixels[i] !== pixels[i + 1] || pixels[i + 1] !== pixels[i + 2]);
      }
    }
  } catch {
    shown = false;
  }
  return shown;
}

/**
 * A country's flag (decision 137): its emoji where the browser draws flags, else its ISO code
 * in a small badge, so the rows still line up and tell the countries apart. Hidden from screen
 * readers, which read the name and the code.
 */
export function CountryFlag({ iso }: { iso: string }) {
  const emoji = flagEmojiShown();
  return (
    <span className={styles.flag} data-letters={!emoji} aria-hidden="true">
      {emoji ? countryFlag(iso) : iso.toUpperCase()}
    </span>
  );
}
