/** CSV that spreadsheets open safely: RFC 4180 quoting, CRLF lines, a UTF-8 byte order mark. */

/** Excel needs the byte order mark to read UTF-8 (names such as "Siti Nurhaliza" with accents, or 中文). */
export const CSV_BOM = '\uFEFF'

/** A leading = + - @ (or tab, carriage return) would make a spreadsheet run the cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/
/** A plain amount such as -25.00 (money out, in the books) is a number to a spreadsheet, never a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/

/** One cell: text that could start a formula gets a leading apostrophe; quotes, commas and line breaks are quoted. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file, starting with the byte order mark, each record ending in CRLF. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(',') + '\r\n').join('')
}
