import { parse } from 'csv-parse/sync'
import { ringgitToSen } from './money.ts'
import { STATEMENT_MAX_LINES, type StatementLayoutId } from './reconciliation.ts'

/**
 * Reading a bank statement's CSV (issue 34, item 3): its layout recognised by its header row, each line's
 * day, description, reference and amount in whole sen, money in told from money out. The CSV itself is
 * read by csv-parse (already the roster import's parser: quoted commas, quotes doubled, a BOM, CRLF).
 *
 * Banks put a few lines about the account before the header (its number, the period): the header is
 * looked for among the first rows, and what comes before it is left out. Rows after it without a day and
 * without an amount (a blank row, "Opening balance", a total) are left out too; a row with an amount but
 * no day that can be read, or a day but no amount, is kept as unreadable, so the treasurer sees it.
 */

/** A header name as compared: lower case, one space, no "(RM)", no spaces around a slash, no trailing dot or colon. */
export function headerKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\((?:rm|myr)\)/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[.:]+$/, '')
}

/**
 * A layout: the header names (as `headerKey` writes them) each field may have, the first present taken;
 * `description` joins every one present. The amount is one signed column (`signed`: "-50.00", "50.00-",
 * "1,200.00+", "50.00 DR") or a column for money in and one for money out. A header is the layout's when
 * every group of `requires` has a name in it, beside a day, a description and an amount.
 *
 * The banks' names come from their printed statements and the exports described in public code and
 * guides; no bank publishes its CSV, so the names are a best reading (docs/decisions/033): a bank that
 * names a column otherwise is one more name in its list.
 */
export interface StatementLayout {
  id: StatementLayoutId
  requires: ReadonlyArray<readonly string[]>
  date: readonly string[]
  description: readonly string[]
  reference: readonly string[]
  amount: { signed: readonly string[] } | { credit: readonly string[]; debit: readonly string[] }
  balance: readonly string[]
}

/** The bank layouts first, the generic one (the columns) last: a bank's header may hold its names too. */
export const LAYOUTS: readonly StatementLayout[] = [
  {
    // Maybank2u's account history: "Entry Date / Value Date, Transaction Description, Transaction Amount,
    // Statement Balance", the amount signed by a trailing + (in) or - (out), days as dd/mm/yyyy.
    id: 'maybank',
    requires: [['transaction description'], ['transaction amount']],
    date: ['entry date', 'transaction date', 'posting date', 'value date', 'date'],
    description: ['transaction description', 'transaction description 2', 'description'],
    reference: ['reference', 'reference no', 'ref no', 'recipient reference'],
    amount: { signed: ['transaction amount'] },
    balance: ['statement balance', 'balance'],
  },
  {
    // CIMB Clicks' transaction history: "Date, Description, Cheque/Ref No, Withdrawal, Deposit(s), Balance",
    // money out and money in in columns of their own, days as dd/mm/yyyy.
    id: 'cimb',
    requires: [
      ['withdrawal', 'withdrawals', 'withdrawal amount'],
      ['deposit', 'deposits', 'deposit amount'],
    ],
    date: ['transaction date', 'post date', 'posting date', 'date'],
    description: ['description', 'transaction description', 'recipient reference', 'payment details', 'other payment details'],
    reference: ['cheque/ref no', 'cheque no/ref no', 'ref no', 'reference no', 'reference'],
    amount: { credit: ['deposit', 'deposits', 'deposit amount'], debit: ['withdrawal', 'withdrawals', 'withdrawal amount'] },
    balance: ['balance'],
  },
  {
    // The columns the issue names, for any bank's export rearranged by hand: date, description, amount
    // (signed: negative is money out), reference.
    id: 'generic',
    requires: [['date'], ['description'], ['amount']],
    date: ['date'],
    description: ['description'],
    reference: ['reference'],
    amount: { signed: ['amount'] },
    balance: ['balance'],
  },
]

export interface StatementLine {
  /** The line of the file the row ends on (1 is the first line). */
  line: number
  /** YYYY-MM-DD, or '' when it could not be read. */
  date: string
  description: string
  reference: string
  /** Whole sen, negative for money out; 0 when it could not be read. */
  amountSen: number
  /** The balance after the line, when the bank gives it (it tells two identical lines apart). */
  balanceSen: number | null
  /** Set when the day or the amount could not be read. */
  unreadable: boolean
}

export type ParsedStatement =
  | { ok: true; layout: StatementLayoutId; lines: StatementLine[] }
  | { ok: false; problem: 'unreadable' | 'no-header' | 'too-many-lines'; detail?: string }

/** How far down a file its header may be (the account's details above it). */
const HEADER_SEARCH_ROWS = 30
const DESCRIPTION_MAX = 300
const REFERENCE_MAX = 100

const MONTHS: Record<string, number> = {
  jan: 1, january: 1, januari: 1,
  feb: 2, february: 2, februari: 2,
  mar: 3, march: 3, mac: 3,
  apr: 4, april: 4,
  may: 5, mei: 5,
  jun: 6, june: 6,
  jul: 7, july: 7, julai: 7,
  aug: 8, august: 8, ogos: 8, ogo: 8,
  sep: 9, sept: 9, september: 9,
  oct: 10, october: 10, okt: 10, oktober: 10,
  nov: 11, november: 11,
  dec: 12, december: 12, dis: 12, disember: 12,
}

function calendarDay(year: number, month: number, day: number): string {
  if (year < 100) year += 2000
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2200) return ''
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCMonth() !== month - 1) return ''
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/**
 * A bank's day as YYYY-MM-DD, or '' when it is none: day first as Malaysian banks write it (dd/mm/yyyy,
 * dd-mm-yy, dd.mm.yyyy), the ISO day, or the month by name in English or Malay (05 Jan 2026, 5-Ogos-2026);
 * a time after the day (Maybank2u writes one) is left aside.
 */
export function parseStatementDate(text: string): string {
  const value = text.trim().replace(/\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AP]M)?$/i, '')
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value)
  if (match) return calendarDay(Number(match[1]), Number(match[2]), Number(match[3]))
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value)
  if (match) return calendarDay(Number(match[3]), Number(match[2]), Number(match[1]))
  match = /^(\d{1,2})[\s\-/]+([A-Za-z]{3,9})[\s\-/,]+(\d{2}|\d{4})$/.exec(value)
  if (match) {
    const month = MONTHS[match[2]!.toLowerCase()]
    return month ? calendarDay(Number(match[3]), month, Number(match[1])) : ''
  }
  return ''
}

/**
 * An amount in ringgit as a bank writes it, in whole sen: "1,234.50", "RM 1,234.50", "-50.00",
 * "50.00-" and "1,200.00+" (Maybank's sign after the figure), "(50.00)", "50.00 DR" / "50.00 CR".
 * Null for anything else ('' included); more than two decimals is no amount of money.
 */
export function parseStatementAmount(text: string): number | null {
  let value = text.trim().replace(/^(?:RM|MYR)\s*/i, '')
  if (!value) return null
  let negative = false
  const trailing = /^(.*?)\s*(\+|-|CR|DR)$/i.exec(value)
  if (trailing && trailing[1]) {
    negative = ['-', 'dr'].includes(trailing[2]!.toLowerCase())
    value = trailing[1]
  }
  const bracketed = /^\((.*)\)$/.exec(value)
  if (bracketed) {
    negative = true
    value = bracketed[1]!
  }
  const signed = /^([+-])\s*(.*)$/.exec(value)
  if (signed) {
    negative = negative !== (signed[1] === '-')
    value = signed[2]!
  }
  value = value.replace(/^(?:RM|MYR)\s*/i, '')
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$|^\.\d{1,2}$/.test(value)) return null
  const sen = ringgitToSen(Number(value.replace(/,/g, '')))
  if (sen === null) return null
  return negative ? -sen : sen
}

interface Columns {
  date: number
  description: number[]
  reference: number
  signed: number
  credit: number
  debit: number
  balance: number
}

/** The columns of a header row in a layout, or null when the header is not that layout's. */
function columnsOf(layout: StatementLayout, header: readonly string[]): Columns | null {
  const keys = header.map(headerKey)
  const first = (names: readonly string[]) => {
    for (const name of names) {
      const index = keys.indexOf(name)
      if (index >= 0) return index
    }
    return -1
  }
  if (!layout.requires.every((group) => first(group) >= 0)) return null
  const description = layout.description.map((name) => keys.indexOf(name)).filter((index, at, all) => index >= 0 && all.indexOf(index) === at)
  const columns: Columns = {
    date: first(layout.date),
    description,
    reference: first(layout.reference),
    signed: 'signed' in layout.amount ? first(layout.amount.signed) : -1,
    credit: 'credit' in layout.amount ? first(layout.amount.credit) : -1,
    debit: 'debit' in layout.amount ? first(layout.amount.debit) : -1,
    balance: first(layout.balance),
  }
  if (columns.date < 0 || !description.length || (columns.signed < 0 && columns.credit < 0)) return null
  return columns
}

const clean = (text: string | undefined, max: number) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, max)

/** A data row as a statement line, or null for a row that is no transaction (blank, a total, a heading). */
function lineOf(row: readonly string[], line: number, columns: Columns): StatementLine | null {
  const cell = (index: number) => (index >= 0 ? (row[index] ?? '').trim() : '')
  const dateText = cell(columns.date)
  let amountSen: number | null
  let amountText: string
  if (columns.signed >= 0) {
    amountText = cell(columns.signed)
    amountSen = parseStatementAmount(amountText)
  } else {
    // Money in and money out in columns of their own: one holds the figure (the other empty or 0.00).
    const creditText = cell(columns.credit)
    const debitText = cell(columns.debit)
    amountText = creditText + debitText
    const credit = creditText ? parseStatementAmount(creditText) : 0
    const debit = debitText ? parseStatementAmount(debitText) : 0
    amountSen = credit === null || debit === null ? null : Math.abs(credit) > 0 ? Math.abs(credit) : -Math.abs(debit)
    if (!creditText && !debitText) amountSen = null
  }
  const date = parseStatementDate(dateText)
  if (!date && !amountText) return null
  const balance = columns.balance >= 0 ? parseStatementAmount(cell(columns.balance)) : null
  return {
    line,
    date,
    description: clean(columns.description.map(cell).filter(Boolean).join(' '), DESCRIPTION_MAX),
    reference: clean(cell(columns.reference), REFERENCE_MAX),
    // (-0 + 0 is 0: a line of 0.00 out is stored as nothing, not as minus nothing.)
    amountSen: (amountSen ?? 0) + 0,
    balanceSen: balance,
    unreadable: !date || amountSen === null,
  }
}

type Row = { record: string[]; info: { lines: number } }

function readRows(text: string, delimiter: string): Row[] {
  return parse(text, {
    delimiter,
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: 20_000,
  }) as unknown as Row[]
}

/**
 * Reads a statement's text: its layout by the first header row any layout recognises (commas first,
 * then semicolons and tabs, which some exports use), and its lines after that row.
 */
export function parseBankStatement(text: string): ParsedStatement {
  let lastError = ''
  for (const delimiter of [',', ';', '\t']) {
    let rows: Row[]
    try {
      rows = readRows(text, delimiter)
    } catch (error) {
      lastError = (error as Error).message.slice(0, 200)
      continue
    }
    for (let at = 0; at < Math.min(rows.length, HEADER_SEARCH_ROWS); at++) {
      for (const layout of LAYOUTS) {
        const columns = columnsOf(layout, rows[at]!.record)
        if (!columns) continue
        const data = rows.slice(at + 1)
        const lines = data.map((row) => lineOf(row.record, row.info.lines, columns)).filter((line): line is StatementLine => line !== null)
        if (lines.length > STATEMENT_MAX_LINES) return { ok: false, problem: 'too-many-lines' }
        return { ok: true, layout: layout.id, lines }
      }
    }
  }
  return lastError ? { ok: false, problem: 'unreadable', detail: lastError } : { ok: false, problem: 'no-header' }
}
