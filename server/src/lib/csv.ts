/**
 * CSV as Excel in Portuguese opens it (docs/product.md §10, "Exporting applications"): UTF-8 with
 * a byte-order mark (without it Excel reads the bytes as Windows-1252 and "João" becomes "JoÃ£o"),
 * `;` between cells (the list separator of pt locales, where `,` is the decimal mark), CRLF line
 * ends and RFC 4180 quoting.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

/**
 * A spreadsheet reads a cell that starts with one of these as a formula (CSV injection: a
 * candidate named `=HYPERLINK(…)` or `=cmd|' /C calc'!A0`). OWASP's advice: put a single quote
 * before it, so the cell is shown as the text it is, and quote the cell.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Characters that force a cell into quotes (RFC 4180, with `;` as the separator). */
const NEEDS_QUOTES = /[";\r\n]/;

export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  const formula = FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  if (!formula && !NEEDS_QUOTES.test(text)) return text;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One record, line end included. */
export function csvRow(cells: ReadonlyArray<string | null | undefined>): string {
  return cells.map(csvCell).join(CSV_SEPARATOR) + CSV_LINE_END;
}
