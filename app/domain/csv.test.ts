import { describe, expect, test } from 'vitest'
import { CSV_BOM, csvCell, toCsv } from './csv.ts'

describe('csvCell', () => {
  test('plain text and numbers stay as they are', () => {
    expect(csvCell('Workshop')).toBe('Workshop')
    expect(csvCell(1.5)).toBe('1.5')
    expect(csvCell('')).toBe('')
    expect(csvCell(null)).toBe('')
  })

  test('commas, quotes and line breaks are quoted, quotes doubled (RFC 4180)', () => {
    expect(csvCell('Reiki, level 2')).toBe('"Reiki, level 2"')
    expect(csvCell('The "Heart" course')).toBe('"The ""Heart"" course"')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
  })

  test('text a spreadsheet would run as a formula starts with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"')
    expect(csvCell('+60 12-345 6789')).toBe("'+60 12-345 6789")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
    expect(csvCell('Self-Study')).toBe('Self-Study')
  })

  test('a plain negative amount stays a number (money out, in the books)', () => {
    expect(csvCell('-25.00')).toBe('-25.00')
    expect(csvCell('-7')).toBe('-7')
    expect(csvCell('-1e9')).toBe("'-1e9")
  })
})

describe('toCsv', () => {
  test('a byte order mark, then one CRLF-terminated line per row', () => {
    expect(toCsv([['Date', 'Title'], ['2026-03-10', 'Qi, "flow" & you']])).toBe(`${CSV_BOM}Date,Title\r\n2026-03-10,"Qi, ""flow"" & you"\r\n`)
  })
})
