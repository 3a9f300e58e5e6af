/**
 * The promo panel's image, made to fit the panel (behaviour §9 "Layout"; decision 156): an
 * image the PROMO_CONFIG file names as a local file is resized once, at start-up, to the
 * panel's box at 1x, 2x and 3x, as AVIF and WebP, plus one JPEG or PNG at 1x as the fallback.
 * The copies are kept in memory under content-hashed names; the server never fetches a URL.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PROMO_IMAGE_QUALITY, PROMO_IMAGE_RATIOS, PROMO_IMAGE_SIZE_PX } from '@foyer/contract';
import type { Sharp } from 'sharp';

/** Where the copies are served, outside the API: they are files, not envelopes. */
export const PROMO_IMAGES_PATH = '/promo-images';

/** An operator's image, not a photo archive: larger files are refused at start-up. */
const MAX_SOURCE_BYTES = 16 * 1024 * 1024;
/** Decoding is bounded too: a small file may claim a huge canvas. */
const MAX_SOURCE_PIXELS = 40_000_000;
/** Distinct files at most, so the copies kept in memory stay a few megabytes. */
export const MAX_PROMO_IMAGE_FILES = 32;
/**
 * libaom's effort 2 of 9: about a second for a 3x copy on two cores, where the default (4) took
 * up to 18 s on a noisy photo, for files about a tenth smaller: start-up waits for these.
 */
const AVIF_EFFORT = 2;

export interface PromoImageFile {
  bytes: Buffer;
  type: string;
}

/** What an entry answers for its local image: the fallback and a `srcset` per format. */
export interface MadePromoImage {
  image: string;
  image_set: { avif: string; webp: string };
}

/** The copies made so far, by name: the route reads this map and nothing else. */
export interface PromoImageShelf {
  file(name: string): PromoImageFile | undefined;
}

/** A file the operator names beside the config, not a URL or a path on the site. */
export function isLocalImage(image: string): boolean {
  return !image.startsWith('/') && !/^[a-z][a-z\d+.-]*:/i.test(image);
}

/**
 * Makes the copies of the local images, each file once however many entries name it; throws
 * an Error naming the file and what is wrong with it.
 */
export function promoImageMaker(baseDir: string) {
  const files = new Map<string, PromoImageFile>();
  const made = new Map<string, Promise<MadePromoImage>>();
  const shelf: PromoImageShelf = { file: (name) => files.get(name) };

  function keep(bytes: Buffer, extension: string, type: string): string {
    const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${extension}`;
    files.set(name, { bytes, type });
    return `${PROMO_IMAGES_PATH}/${name}`;
  }

  async function make(path: string): Promise<MadePromoImage> {
    const { default: sharp } = await import('sharp');
    const source = await readSource(path);
    const open = () =>
      sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error', autoOrient: true });
    const { width, height, hasAlpha } = await sizeOf(open());
    const { width: boxWidth, height: boxHeight } = PROMO_IMAGE_SIZE_PX;
    // A ratio the source cannot fill is not made: it would be the 1x blown up, more bytes
    // for nothing. The 1x is always made.
    const ratios = PROMO_IMAGE_RATIOS.filter(
      (ratio) => ratio === 1 || (width >= boxWidth * ratio && height >= boxHeight * ratio),
    );
    const sets = { avif: [] as string[], webp: [] as string[] };
    let image = '';
    for (const ratio of ratios) {
      const resized = () =>
        open().resize(boxWidth * ratio, boxHeight * ratio, { fit: 'cover', position: 'centre' });
      const [avif, webp] = await Promise.all([
        resized().avif({ quality: PROMO_IMAGE_QUALITY.avif, effort: AVIF_EFFORT }).toBuffer(),
        resized().webp({ quality: PROMO_IMAGE_QUALITY.webp }).toBuffer(),
      ]);
      sets.avif.push(`${keep(avif, 'avif', 'image/avif')} ${ratio}x`);
      sets.webp.push(`${keep(webp, 'webp', 'image/webp')} ${ratio}x`);
      if (ratio === 1) image = await fallback(resized(), hasAlpha, keep);
    }
    return { image, image_set: { avif: sets.avif.join(', '), webp: sets.webp.join(', ') } };
  }

  return {
    shelf,
    /** The copies of `image` (relative to the config file's folder), made once. */
    async copiesOf(image: string): Promise<MadePromoImage> {
      const path = resolve(baseDir, image);
      const known = made.get(path);
      if (known) return known;
      if (made.size >= MAX_PROMO_IMAGE_FILES) {
        throw new Error(`${image}: more than ${MAX_PROMO_IMAGE_FILES} image files`);
      }
      const making = make(path).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${image}: ${reason}`, { cause: error });
      });
      made.set(path, making);
      return making;
    },
  };
}

async function readSource(path: string): Promise<Buffer> {
  let source: Buffer;
  try {
    source = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new Error(`cannot be read (${code})`, { cause: error });
  }
  if (source.length > MAX_SOURCE_BYTES) {
    throw new Error(`larger than ${MAX_SOURCE_BYTES / 1024 / 1024} MiB`);
  }
  return source;
}

async function sizeOf(image: Sharp): Promise<{ width: number; height: number; hasAlpha: boolean }> {
  try {
    const meta = await image.metadata();
    const { width, height } = meta.autoOrient;
    return { width, height, hasAlpha: meta.hasAlpha };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`not an image (${reason})`, { cause: error });
  }
}

/** For a browser that takes neither format: JPEG, or PNG when the image has transparency. */
async function fallback(
  image: Sharp,
  hasAlpha: boolean,
  keep: (bytes: Buffer, extension: string, type: string) => string,
): Promise<string> {
  if (hasAlpha)
    return keep(await image.png({ compressionLevel: 9 }).toBuffer(), 'png', 'image/png');
  const jpeg = await image.jpeg({ quality: PROMO_IMAGE_QUALITY.webp, mozjpeg: true }).toBuffer();
  return keep(jpeg, 'jpg', 'image/jpeg');
}
