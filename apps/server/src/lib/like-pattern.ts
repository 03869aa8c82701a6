/** A LIKE pattern matching `text` anywhere, with the wildcards a user typed taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
