/** Helpers every mail of the shop writes its texts with. */

/** Text made safe inside HTML: `& < > " '` as character references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** `{name}` placeholders filled; an unknown one stays visible, as the web's interpolate does. */
export function fillPlaceholders(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}
