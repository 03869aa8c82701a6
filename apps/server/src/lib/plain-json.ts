/**
 * Route option for the largest answers (shift lists, the calendar feed): serialize without checking every
 * item against the zod schema first, which cost more than the query. Their presenters build each field from
 * typed rows, and their tests parse the answers with the contract's schema; the schema still documents them.
 */
export const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
