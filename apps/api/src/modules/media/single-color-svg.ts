/**
 * A colour swatch as SVG (spec §7 `GET /images/svg/singlecolor/{hex}`): a square filled with one colour,
 * scaling to whatever box the page gives it. `hex` is 3 or 6 validated hex digits without '#'.
 */
export function singleColorSvg(hex: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20" ' +
    `preserveAspectRatio="none"><rect width="20" height="20" fill="#${hex}"/></svg>`
  );
}
