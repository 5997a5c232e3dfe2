/** base64url of the UTF-8 bytes of a media path, as the API's image and file routes expect. */
export function encodeMediaPath(path: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(path)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export type ImageSize = { width: number; height: number };

/**
 * Spec §7/§9: images are served as /images/{resize}/{width}/{height}/{gravity}/{b64Path} with the defaults
 * fit and sm, and never resized for .gif and .mp4 (those go raw). Absolute URLs are left alone. Every
 * image URL in the shop is built here, so the format can change in one place.
 */
export function imageUrl(path: string, size?: ImageSize): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const encoded = encodeMediaPath(path);
  if (!size || /\.(gif|mp4)$/i.test(path)) return `/images/raw/${encoded}`;
  return `/images/fit/${Math.round(size.width)}/${Math.round(size.height)}/sm/${encoded}`;
}

/** A srcset of the same image at several widths, keeping the aspect ratio of `size`. */
export function imageSrcSet(path: string, size: ImageSize, widths: readonly number[]): string {
  const ratio = size.height / size.width;
  return widths.map((width) => `${imageUrl(path, { width, height: width * ratio })} ${width}w`).join(', ');
}
