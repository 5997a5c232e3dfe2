import path from 'node:path';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import { checkMediaPath, type MediaStore } from '../../media/index.ts';
import { renderProductsExcel } from './document-excel.ts';
import type { FileDocument } from './file-document.ts';
import type { FileTexts } from './file-texts.ts';
import { type StyleDetails, styleColourKey } from './style-details.ts';

/**
 * The image pack ("media pack") of an order or invoice: a zip of the full-size images of every style-colour on
 * it, named `<item-number>_<colour>_<n>.jpg`, and products.xlsx to list them in the dealer's own shop. The zip is
 * streamed (archiver): the images are looked up first (not read), and products.xlsx, its first entry, lists
 * exactly the images found, which follow one at a time, stored as they are (a JPEG does not compress further).
 * An image missing in the store is left out of both and logged; the pack still answers.
 */

export type PackedImage = { name: string; mediaPath: string };
type MediaFile = Awaited<ReturnType<MediaStore['find']>>;
export type PackedStyleColour = { variantIds: string[]; images: PackedImage[] };

/** A file-name part: letters, digits, dot, dash and underscore; anything else becomes a dash. */
const safeName = (part: string) => part.replace(/[^A-Za-z0-9._-]+/g, '-');

/** The document's style-colours in line order, with the names their images get in the pack. */
export function packContents(document: FileDocument, details: StyleDetails): PackedStyleColour[] {
  const byStyleColour = new Map<string, PackedStyleColour>();
  for (const line of document.lines) {
    const variant = details.variants.get(line.variantId);
    if (!variant) continue;
    const key = styleColourKey(variant.productId, variant.colorCode);
    const known = byStyleColour.get(key);
    if (known) {
      if (!known.variantIds.includes(variant.variantId)) known.variantIds.push(variant.variantId);
      continue;
    }
    const images = (details.images.get(key) ?? []).map((mediaPath, index) => ({
      name: `${safeName(variant.productNumber)}_${safeName(variant.colorCode)}_${index + 1}${path.extname(mediaPath).toLowerCase() || '.jpg'}`,
      mediaPath,
    }));
    byStyleColour.set(key, { variantIds: [variant.variantId], images });
  }
  return [...byStyleColour.values()];
}

/** The image at a stored media path, or null when it is missing (or the path is not a media path). */
async function findImage(store: MediaStore, mediaPath: string): Promise<MediaFile | null> {
  try {
    checkMediaPath(mediaPath, 'mediaPath');
    return await store.find(mediaPath);
  } catch {
    return null;
  }
}

/** Lookups at once: a bucket answers each with a request, a folder each with a stat. */
const findConcurrency = 8;

type FoundImage = PackedImage & { file: MediaFile };

/**
 * The pack's one list: each style-colour with only the images the store holds (in their catalogue order and
 * with their names kept, so `_3.jpg` stays the third picture). The workbook and the zip are both made from it.
 */
async function foundContents(
  contents: readonly PackedStyleColour[],
  store: MediaStore,
  missing: (image: PackedImage) => void,
): Promise<Array<{ variantIds: string[]; images: FoundImage[] }>> {
  const images = contents.flatMap((styleColour) => styleColour.images);
  const files = new Array<MediaFile | null>(images.length);
  let next = 0;
  const worker = async () => {
    while (next < images.length) {
      const index = next++;
      files[index] = await findImage(store, (images[index] as PackedImage).mediaPath);
    }
  };
  await Promise.all(Array.from({ length: Math.min(findConcurrency, images.length) }, worker));
  const found = new Map<PackedImage, MediaFile>();
  images.forEach((image, index) => {
    const file = files[index];
    if (file) found.set(image, file);
    else missing(image);
  });
  return contents.map((styleColour) => ({
    variantIds: styleColour.variantIds,
    images: styleColour.images.flatMap((image) => {
      const file = found.get(image);
      return file ? [{ ...image, file }] : [];
    }),
  }));
}

export function renderImagePack(
  document: FileDocument,
  texts: FileTexts,
  details: StyleDetails,
  store: MediaStore,
  now: Date,
  log: FastifyBaseLogger,
): Readable {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const addEntries = async () => {
    const contents = await foundContents(packContents(document, details), store, (image) =>
      log.warn({ mediaPath: image.mediaPath, document: document.number }, 'image pack: image file missing'),
    );
    const products = contents.flatMap((styleColour) =>
      styleColour.variantIds.map((variantId) => ({
        variantId,
        imageNames: styleColour.images.map((image) => image.name),
      })),
    );
    archive.append(renderProductsExcel(products, texts, details, now), {
      name: 'products.xlsx',
      date: now,
      store: true,
    });
    for (const image of contents.flatMap((styleColour) => styleColour.images)) {
      // The client went away (the reply destroyed the archive): stop adding.
      if (archive.destroyed) return;
      // A JPEG does not compress further: stored, not deflated (archiver's zip entries take `store`).
      const entry: archiver.ZipEntryData = { name: image.name, date: now, store: true };
      // One image open at a time (a bucket's answer waits, a folder's file holds a descriptor): the next is
      // opened once the archive has taken an entry.
      const taken = new Promise<void>((resolve) => {
        const done = () => {
          archive.off('entry', done).off('close', done);
          resolve();
        };
        archive.on('entry', done).on('close', done);
      });
      archive.append(await image.file.open(), entry);
      await taken;
    }
    await archive.finalize();
  };
  addEntries().catch((error: unknown) =>
    archive.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return archive;
}
