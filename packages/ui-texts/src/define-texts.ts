/**
 * One screen family's texts in English and Danish. English names the keys; Danish must have exactly those keys,
 * so a text missing in one language, or a key spelt differently in the other, fails the typecheck.
 */
export function defineTexts<Key extends string>(texts: {
  en: Record<Key, string>;
  da: Record<NoInfer<Key>, string>;
}): { en: Record<Key, string>; da: Record<Key, string> } {
  return texts;
}
