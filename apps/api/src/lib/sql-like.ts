/**
 * A LIKE/ILIKE pattern that finds `text` anywhere: its wildcards escaped (PostgreSQL's default escape is the
 * backslash), so a search for `50%` finds the text `50%` and not everything.
 */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
