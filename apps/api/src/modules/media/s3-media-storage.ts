import type { Readable } from 'node:stream';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../../config-types.ts';
import { notFound } from '../../lib/app-error.ts';
import { extensionOf } from './media-path.ts';
import type { ImageCache, MediaFile, MediaStorage, MediaStore } from './media-store.ts';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Media under `<prefix>media/<path>` and resized variants under `<prefix>image-cache/<key>` in one bucket. The
 * bucket keeps the variants without a size cap: give the `image-cache/` prefix a lifecycle rule (expire after
 * 30 days) instead of `IMAGE_CACHE_MAX_MB` (ADR 72).
 */
export function s3MediaStorage(
  config: S3MediaConfig,
  options: { cacheImages: boolean; onError?: (error: unknown, what: string) => void },
): MediaStorage & { close(): void } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  const mediaKey = (relativePath: string) => `${config.prefix}media/${relativePath}`;
  const cacheKey = (key: string, extension: string) =>
    `${config.prefix}image-cache/${key.slice(0, 2)}/${key}.${extension}`;
  const onError = options.onError ?? (() => {});

  const read = async (Key: string, IfMatch: string | undefined, Range?: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key, IfMatch, Range }));
    if (!answer.Body) throw new Error(`S3 answered no body for ${Key}`);
    return answer.Body;
  };

  const store: MediaStore = {
    kind: 's3',
    async find(relativePath) {
      const Key = mediaKey(relativePath);
      const head = await client.send(new HeadObjectCommand({ Bucket, Key })).catch((error: unknown) => {
        if (isMissing(error)) throw notFound();
        throw error;
      });
      // The bytes read later are the version whose size and date were answered (a replaced file: 412).
      const version = head.ETag;
      const file: MediaFile = {
        relativePath,
        extension: extensionOf(relativePath),
        size: head.ContentLength ?? 0,
        mtimeMs: head.LastModified?.getTime() ?? 0,
        open: async (range) =>
          (await read(Key, version, range ? `bytes=${range.start}-${range.end}` : undefined)) as Readable,
        source: async () => Buffer.from(await (await read(Key, version)).transformToByteArray()),
      };
      return file;
    },
    async put(relativePath, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: mediaKey(relativePath), Body: bytes, ContentType: contentType }),
      );
    },
  };

  const imageCache: ImageCache = {
    async read(key, extension) {
      try {
        const body = await read(cacheKey(key, extension), undefined);
        return Buffer.from(await body.transformToByteArray());
      } catch (error) {
        // Missing is the usual miss; anything else (the bucket down) is a miss too, and said once per read.
        if (!isMissing(error)) onError(error, 'read');
        return null;
      }
    },
    async write(key, extension, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: cacheKey(key, extension),
          Body: bytes,
          ContentType: `image/${extension}`,
        }),
      );
    },
    close() {},
  };

  return { store, imageCache: options.cacheImages ? imageCache : null, close: () => client.destroy() };
}
