/**
 * The lists of a declaration's last step (third parties, statements). Rows are added and removed
 * with conform's list intents (docs/decisions/0196): with JavaScript in the page, without it a post
 * each that gives the step back with the row added or removed. No server import: the page reads them too.
 */

/** At most this many third parties and statements, as the broker takes (wire/claims.ts CreateClaimInput). */
export const maxListRows = 10;

/** The step's lists, each with its most rows: the only lists a row may be added to or removed from (formListChange). */
export const declareLists = { third_parties: maxListRows, statements: maxListRows } as const;
export type DeclareList = keyof typeof declareLists;
