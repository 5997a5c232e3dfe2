/** The media module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { contentDisposition } from './content-disposition.ts';
export { createImageRenderer, type ImageRenderer } from './create-image-renderer.ts';
export { folderMediaStore } from './folder-media-store.ts';
export { createImageDiskCache, type ImageDiskCache } from './image-disk-cache.ts';
export { mediaHandlers } from './media.routes.ts';
export { checkMediaPath } from './media-path.ts';
export type { ImageCache, MediaStorage, MediaStore } from './media-store.ts';
export { s3MediaStorage } from './s3-media-storage.ts';
export { loadTileImage, tileImageUrl } from './tile-image.ts';
