/** The media module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export { contentDisposition } from './content-disposition.ts';
export { createImageRenderer, type ImageRenderer } from './create-image-renderer.ts';
export { createImageDiskCache, type ImageDiskCache } from './image-disk-cache.ts';
export { mediaRoutes } from './media.routes.ts';
