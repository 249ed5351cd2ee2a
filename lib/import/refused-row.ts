/**
 * A refused cell of an imported file, as the admin screens list it and the import answers name it: the row's number
 * as a spreadsheet shows it (the header is row 1), the column at fault and why (a message key until it is shown).
 */
export type RefusedRow = { row: number; column: string; reason: string };
