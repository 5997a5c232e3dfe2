const danishLetters: Record<string, string> = {
  æ: 'ae',
  ø: 'oe',
  å: 'aa',
  é: 'e',
  ü: 'ue',
  ö: 'oe',
  ä: 'ae',
};

/** URL slug: lower case, Danish letters transliterated (æ→ae, ø→oe, å→aa), anything else becomes '-'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøåéüöä]/g, (letter) => danishLetters[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
