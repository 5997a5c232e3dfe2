import type { Readable } from 'node:stream';
import type { ImageDiskCache } from './image-disk-cache.ts';

/** Inclusive byte positions of one range of a file. */
export type ByteRange = { start: number; end: number };

/** A file of the media store, found at a checked relative path. */
export type MediaFile = {
  /** As asked for, relative to the media root, e.g. `products/dress-rose-front.jpg`. */
  relativePath: string;
  /** Lower-case extension without the dot; '' when there is none. */
  extension: string;
  size: number;
  mtimeMs: number;
  /** The file's bytes, whole or one range. */
  open(range?: ByteRange): Promise<Readable>;
  /** What the image renderer reads: the file's path on disk, or its bytes. */
  source(): Promise<string | Buffer>;
};

/**
 * Where product images and files live (ADR 72): a folder (`MEDIA_DIR`, the default; shared between API
 * instances as a network mount) or an S3-compatible bucket (`MEDIA_STORAGE=s3`). Paths are checked
 * (media-path.ts) before a store sees them.
 */
export type MediaStore = {
  readonly kind: 'folder' | 's3';
  /** The file at a checked relative path; the media module's 404 when it is missing (or leaves the root). */
  find(relativePath: string): Promise<MediaFile>;
  /** Store a file under a checked relative path (an import, the demo's images), replacing what was there. */
  put(relativePath: string, bytes: Buffer, contentType: string): Promise<void>;
};

/** The media store and where resized images are kept, as wiring.ts builds them from the configuration. */
export type MediaStorage = { store: MediaStore; imageCache: ImageCache | null };

/** Resized variants kept between requests: a size-capped folder (ImageDiskCache) or a bucket prefix. */
export type ImageCache = Pick<ImageDiskCache, 'read' | 'write' | 'close'>;
