/**
 * A colour, size or unit code as a person typed it (a pasted quick order, a spreadsheet) against the
 * catalogue's: the same code whatever its case ("xl" is "XL", "jojoba" is "JOJOBA").
 */
export const sameCode = (typed: string, code: string) => typed.toLowerCase() === code.toLowerCase();
