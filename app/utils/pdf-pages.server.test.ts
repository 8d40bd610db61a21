import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import { pdfPageCount } from './pdf-pages.server.ts'

async function realPdf(pages: number, padding = 0) {
  const document = await PDFDocument.create()
  for (let i = 0; i < pages; i++) document.addPage([200, 200])
  if (padding) document.context.register(document.context.stream(randomBytes(padding)))
  return Buffer.from(await document.save())
}

describe('pdfPageCount', () => {
  test('a PDF is read for its pages, a large one too', async () => {
    expect(await pdfPageCount(await realPdf(3))).toBe(3)
    expect(await pdfPageCount(await realPdf(1, 5_000_000))).toBe(1)
  })

  test('random bytes between %PDF and %%EOF, a catalog with no pages, and what takes too long are not PDFs', async () => {
    const between = (bytes: Buffer) => Buffer.concat([Buffer.from('%PDF-1.4\n'), bytes, Buffer.from('\n%%EOF\n')])
    expect(await pdfPageCount(between(randomBytes(20_000)))).toBeNull()
    expect(await pdfPageCount(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'))).toBeNull()
    // A deadline of 1 ms: the worker is ended and the answer is "not a PDF", never a wait.
    expect(await pdfPageCount(between(randomBytes(2_000_000)), 1)).toBeNull()
  })
})
