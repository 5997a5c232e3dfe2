import type { ValidationIssue } from './common.ts';

/**
 * What PostgreSQL cannot store in a text or jsonb value: the NUL character (U+0000), and half of a UTF-16
 * surrogate pair without its other half (JSON's `"\ud800"` parses to one; it has no UTF-8 encoding).
 */
export type UnstorableCharacter = 'NUL' | 'unpaired surrogate';

// Without the `u` flag a regular expression sees UTF-16 code units, so a lone half of a pair is visible.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first character of `text` PostgreSQL cannot store, or null when it can store all of it. */
export function unstorableCharacterIn(text: string): UnstorableCharacter | null {
  const found = unstorable.exec(text);
  if (!found) return null;
  return found[0] === '\u0000' ? 'NUL' : 'unpaired surrogate';
}

/** Where in a value a string (or an object key) holds a character PostgreSQL cannot store. */
export type UnstorableString = { path: readonly (string | number)[]; character: UnstorableCharacter };

const maxFindings = 20;

/** A place in the walk: its value and how it was reached (a parent chain, so a deep value costs no copies). */
type Place = {
  value: unknown;
  key: string | number | null;
  parent: Place | null;
  /** Set when the key itself cannot be stored: the place is a finding, its value is not looked at. */
  keyHolds?: UnstorableCharacter;
};

function pathTo(place: Place): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Place | null = place; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Every string and object key in `value` (parsed JSON, query, path parameters, multipart fields) holding a
 * character PostgreSQL cannot store, with its path, in document order; at most 20. Buffers and other
 * binary values are not text and are skipped. Iterative and linear in the size of the value, so a deeply
 * nested body can neither exhaust the stack nor cost more than its size.
 */
export function findUnstorableStrings(value: unknown): UnstorableString[] {
  const found: UnstorableString[] = [];
  const stack: Place[] = [{ value, key: null, parent: null }];
  while (stack.length > 0 && found.length < maxFindings) {
    const place = stack.pop() as Place;
    const current = place.value;
    if (place.keyHolds) {
      found.push({ path: pathTo(place), character: place.keyHolds });
      continue;
    }
    if (typeof current === 'string') {
      const character = unstorableCharacterIn(current);
      if (character) found.push({ path: pathTo(place), character });
      continue;
    }
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    const children: Place[] = [];
    if (Array.isArray(current)) {
      current.forEach((child, index) => {
        children.push({ value: child, key: index, parent: place });
      });
    } else {
      const prototype = Object.getPrototypeOf(current);
      // Parsed input is plain data; anything else (a stream, a multipart file) is not a string to store.
      if (prototype !== Object.prototype && prototype !== null) continue;
      for (const [key, child] of Object.entries(current)) {
        const keyHolds = unstorableCharacterIn(key);
        children.push({ value: child, key, parent: place, ...(keyHolds ? { keyHolds } : {}) });
      }
    }
    // Reversed onto the stack so findings come out in document order.
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index] as Place);
  }
  return found;
}

/**
 * The words of the refusal, naming the field the way the contracts' own messages do: `comment contains a
 * character that cannot be stored (NUL)` (an array item is named by its array, a whole part by the part).
 */
export function unstorableStringMessage(found: UnstorableString, part = 'value'): string {
  const field = [...found.path].reverse().find((segment) => typeof segment === 'string');
  const name = field === undefined ? part : escapeForLog(field);
  return `${name} contains a character that cannot be stored (${found.character})`;
}

/**
 * One validation issue per unstorable string in a request part (`body`, `query`, `params`): path
 * `body.lines.0.comment`, message from unstorableStringMessage. A key that is itself unstorable is written
 * escaped.
 */
export function unstorableStringIssues(part: string, value: unknown): ValidationIssue[] {
  return findUnstorableStrings(value).map((found) => ({
    path: [
      part,
      ...found.path.map((segment) => (typeof segment === 'number' ? String(segment) : escapeForLog(segment))),
    ].join('.'),
    message: unstorableStringMessage(found, part),
  }));
}

/**
 * A request value as a log line may carry it: control characters, unpaired surrogates and backslashes
 * written as escapes (`\u0000`, `\ud800`), cut to `max` characters with the original length noted. Never log
 * a caller's string whole.
 */
export function escapeForLog(value: string, max = 64): string {
  const cut = value.length > max ? value.slice(0, max) : value;
  const escaped = cut.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    /[\u0000-\u001f\u007f\\]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (character) =>
      character === '\\' ? '\\\\' : `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return value.length > max ? `${escaped}… (${value.length} characters)` : escaped;
}
