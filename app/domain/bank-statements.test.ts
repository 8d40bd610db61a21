import { describe, expect, test } from 'vitest'
import { headerKey, parseBankStatement, parseStatementAmount, parseStatementDate } from './bank-statements.ts'
import { invoiceNumbersIn, STATEMENT_MAX_LINES } from './reconciliation.ts'

describe('the days banks write', () => {
  test('day first, as Malaysian banks write it, with or without the century and a time', () => {
    expect(parseStatementDate('05/01/2026')).toBe('2026-01-05')
    expect(parseStatementDate('5/1/2026')).toBe('2026-01-05')
    expect(parseStatementDate('31-12-25')).toBe('2025-12-31')
    expect(parseStatementDate('28.02.2026')).toBe('2026-02-28')
    expect(parseStatementDate('05/01/2026 14:32:10')).toBe('2026-01-05')
    expect(parseStatementDate('05/01/2026 2:32 PM')).toBe('2026-01-05')
  })

  test('the ISO day and the month by name, in English or Malay', () => {
    expect(parseStatementDate('2026-03-09')).toBe('2026-03-09')
    expect(parseStatementDate('2026/3/9')).toBe('2026-03-09')
    expect(parseStatementDate('09 Mar 2026')).toBe('2026-03-09')
    expect(parseStatementDate('9-Ogos-2026')).toBe('2026-08-09')
    expect(parseStatementDate('1 Disember 2025')).toBe('2025-12-01')
    expect(parseStatementDate('01 Mei 26')).toBe('2026-05-01')
  })

  test('no day for what is none: 31 February, a month 13, words, nothing', () => {
    for (const text of ['31/02/2026', '01/13/2026', '2026-02-30', 'Opening balance', '', '05/01', '12 Foo 2026', '1/1/1850']) {
      expect(parseStatementDate(text), text).toBe('')
    }
  })
})

describe('the amounts banks write, in whole sen', () => {
  test('plain, grouped, with RM, signed before or after (Maybank), in brackets, DR and CR', () => {
    expect(parseStatementAmount('100')).toBe(10_000)
    expect(parseStatementAmount('1,234.50')).toBe(123_450)
    expect(parseStatementAmount('RM 1,234.5')).toBe(123_450)
    expect(parseStatementAmount('-50.00')).toBe(-5_000)
    expect(parseStatementAmount('50.00-')).toBe(-5_000)
    expect(parseStatementAmount('1,200.00+')).toBe(120_000)
    expect(parseStatementAmount('(50.00)')).toBe(-5_000)
    expect(parseStatementAmount('50.00 DR')).toBe(-5_000)
    expect(parseStatementAmount('50.00 CR')).toBe(5_000)
    expect(parseStatementAmount('0.10')).toBe(10)
    expect(parseStatementAmount('.5')).toBe(50)
  })

  test('no amount for what is none: three decimals, letters, a bad grouping, nothing', () => {
    for (const text of ['', ' ', '1.005', 'abc', '1,23.00', '12,3456.00', '--5', 'CR', 'RM']) {
      expect(parseStatementAmount(text), text).toBeNull()
    }
  })
})

test('a header compares without case, spaces, "(RM)", dots or spaces around a slash', () => {
  expect(headerKey('  Cheque / Ref No. ')).toBe('cheque/ref no')
  expect(headerKey('Withdrawal (RM)')).toBe('withdrawal')
  expect(headerKey('Transaction  Amount')).toBe('transaction amount')
})

describe('statements', () => {
  test('the generic columns: a quoted comma, money out by its sign, the file line of each row', () => {
    const csv = [
      'date,description,amount,reference',
      '05/01/2026,"Transfer from AMINAH, membership INV-2026-0001",100.00,MBB123',
      '06/01/2026,Bank charges,-0.50,',
      '',
      '07/01/2026,"Said ""thank you""",25,REF 9',
    ].join('\r\n')
    const parsed = parseBankStatement(csv)
    expect(parsed).toEqual({
      ok: true,
      layout: 'generic',
      lines: [
        { line: 2, date: '2026-01-05', description: 'Transfer from AMINAH, membership INV-2026-0001', reference: 'MBB123', amountSen: 10_000, balanceSen: null, unreadable: false },
        { line: 3, date: '2026-01-06', description: 'Bank charges', reference: '', amountSen: -50, balanceSen: null, unreadable: false },
        { line: 5, date: '2026-01-07', description: 'Said "thank you"', reference: 'REF 9', amountSen: 2_500, balanceSen: null, unreadable: false },
      ],
    })
  })

  test("Maybank2u's account history: the account's details above the header, the sign after the amount", () => {
    const csv = [
      '\uFEFFAccount Number :,5141 2345 6789',
      'Account Type :,Current Account',
      'Statement Period :,01/01/2026 - 31/01/2026',
      '',
      'Entry Date,Value Date,Transaction Description,Transaction Amount,Statement Balance',
      '05/01/2026,05/01/2026,"IBG CREDIT AMINAH BT ALI, INV20260001",100.00+,"5,100.00"',
      '06/01/2026,06/01/2026,SERVICE CHARGE,0.50-,"5,099.50"',
      ',,ENDING BALANCE,,"5,099.50"',
    ].join('\n')
    const parsed = parseBankStatement(csv)
    expect(parsed.ok && parsed.layout).toBe('maybank')
    if (!parsed.ok) return
    expect(parsed.lines).toEqual([
      { line: 6, date: '2026-01-05', description: 'IBG CREDIT AMINAH BT ALI, INV20260001', reference: '', amountSen: 10_000, balanceSen: 510_000, unreadable: false },
      { line: 7, date: '2026-01-06', description: 'SERVICE CHARGE', reference: '', amountSen: -50, balanceSen: 509_950, unreadable: false },
    ])
  })

  test("CIMB Clicks' transaction history: money in and money out in their columns, the reference of its own", () => {
    const csv = [
      'Date,Description,Cheque / Ref No,Withdrawal (RM),Deposits (RM),Tax (RM),Balance (RM)',
      '09/03/2026,"DUITNOW TRANSFER SITI, KHADIJAH",INV-2026-0002,,"1,234.50",,"6,334.00"',
      '10/03/2026,JOMPAY TNB,,120.00,0.00,,"6,214.00"',
      '11/03/2026,INTEREST,,,,,"6,214.00"',
      '12/03/2026,DEPOSIT,,,abc,,"6,214.00"',
    ].join('\n')
    const parsed = parseBankStatement(csv)
    expect(parsed.ok && parsed.layout).toBe('cimb')
    if (!parsed.ok) return
    expect(parsed.lines.map(({ line, amountSen, reference, description, unreadable }) => ({ line, amountSen, reference, description, unreadable }))).toEqual([
      { line: 2, amountSen: 123_450, reference: 'INV-2026-0002', description: 'DUITNOW TRANSFER SITI, KHADIJAH', unreadable: false },
      { line: 3, amountSen: -12_000, reference: '', description: 'JOMPAY TNB', unreadable: false },
      // A day without an amount, and an amount that is no amount: kept, to be seen.
      { line: 4, amountSen: 0, reference: '', description: 'INTEREST', unreadable: true },
      { line: 5, amountSen: 0, reference: '', description: 'DEPOSIT', unreadable: true },
    ])
  })

  test('semicolons and tabs; a day that is none on a line with an amount is unreadable, not dropped', () => {
    const semicolons = parseBankStatement('Date;Description;Amount;Reference\n2026-01-05;Gift;10,00;\n31/02/2026;Gift;10.00;')
    expect(semicolons.ok && semicolons.lines.map((l) => [l.date, l.amountSen, l.unreadable])).toEqual([
      ['2026-01-05', 0, true],
      ['', 1_000, true],
    ])
    const tabs = parseBankStatement('date\tdescription\tamount\n05/01/2026\tGift\t10.00')
    expect(tabs.ok && tabs.lines[0]?.amountSen).toBe(1_000)
  })

  test('a file with no header any layout knows, an empty one, a broken one, one too long', () => {
    expect(parseBankStatement('name,email\nA,a@example.com')).toEqual({ ok: false, problem: 'no-header' })
    expect(parseBankStatement('')).toEqual({ ok: false, problem: 'no-header' })
    expect(parseBankStatement('\u0000\u0001PNG')).toEqual({ ok: false, problem: 'no-header' })
    const long = ['date,description,amount', ...Array.from({ length: STATEMENT_MAX_LINES + 1 }, () => '05/01/2026,x,1')].join('\n')
    expect(parseBankStatement(long)).toEqual({ ok: false, problem: 'too-many-lines' })
    // A header alone is a statement of no lines.
    expect(parseBankStatement('date,description,amount,reference\n')).toEqual({ ok: true, layout: 'generic', lines: [] })
  })
})

test('invoice numbers as payers and banks write them', () => {
  expect(invoiceNumbersIn('Fee INV-2026-0042 Aminah')).toEqual(['INV-2026-0042'])
  expect(invoiceNumbersIn('inv20260042')).toEqual(['INV-2026-0042'])
  expect(invoiceNumbersIn('INV 2026 42 and INV/2026/0042 again')).toEqual(['INV-2026-0042'])
  expect(invoiceNumbersIn('INV-2026-0001, INV-2026-0002')).toEqual(['INV-2026-0001', 'INV-2026-0002'])
  expect(invoiceNumbersIn('INV-2026-12345')).toEqual(['INV-2026-12345'])
  expect(invoiceNumbersIn('XINV-2026-0001 PINV20260001 invoice 2026')).toEqual([])
  expect(invoiceNumbersIn('RCT-2026-0001')).toEqual([])
})
