/**
 * Single-colour swatch addresses (`GET /images/svg/singlecolor/{hex}`), with no zod, so the browser bundle can
 * read them without pulling in the schemas. `media.ts` validates the endpoint's parameter with the same pattern.
 */

/** 3 or 6 hex digits, optionally after `#`. */
export const singleColorHexPattern = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const singleColorPrefix = '/images/svg/singlecolor/';

/** The web address of a single-colour swatch, for a colour as the catalogue stores it ('#c8323c'). */
export function singleColorPath(hex: string): string {
  return `${singleColorPrefix}${hex.replace(/^#/, '')}`;
}

/** The colour of a single-colour swatch address, as lower-case hex digits without '#'; null for any other. */
export function singleColorHex(path: string): string | null {
  if (!path.startsWith(singleColorPrefix)) return null;
  const hex = path.slice(singleColorPrefix.length).replace(/^%23/i, '#');
  return singleColorHexPattern.test(hex) ? hex.replace(/^#/, '').toLowerCase() : null;
}
