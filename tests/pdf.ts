import { execFileSync } from 'node:child_process'

/**
 * What a reader gets from a PDF, read by poppler's own tools (Debian's `poppler-utils`, which `.ci/run`
 * installs): its text in reading order, and its document information (title, tagging, page count); and
 * what a phone's camera gets from its QR codes, read by ZBar (Debian's `zbar-tools`) from the page as
 * poppler draws it.
 */
function run(tool: string, args: string[], input: Buffer, packageName: string): Buffer {
  try {
    return execFileSync(tool, args, { input, stdio: ['pipe', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: apt-get install -y ${packageName}`)
    throw error
  }
}

function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[], pdf: Buffer): string {
  return run(tool, args, pdf, 'poppler-utils').toString('utf8')
}

/** The PDF's text as pdftotext reads it, with runs of white space made one space. */
export function pdfText(pdf: Buffer): string {
  // `-raw` keeps the drawing order and never joins a line ending in '-' to the next (the default does, so a
  // verification code ending in '-' read as the next line's first word: CI, a one-in-64 code).
  return poppler('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], pdf).replace(/\s+/g, ' ').trim()
}

/** pdfinfo's fields (`Title`, `Tagged`, `Pages`, ...). */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const line of poppler('pdfinfo', ['-enc', 'UTF-8', '-'], pdf).split('\n')) {
    const at = line.indexOf(':')
    if (at > 0) fields[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return fields
}

/** The first page drawn as a PNG at `dpi` (pdftoppm), as a printer or a screen shows it. */
export function pdfPagePng(pdf: Buffer, dpi = 100): Buffer {
  return run('pdftoppm', ['-png', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', '-'], pdf, 'poppler-utils')
}

/** What the QR codes on the first page say, as a phone scanning the printed page reads them (none: []). */
export function pdfQrCodes(pdf: Buffer): string[] {
  const png = pdfPagePng(pdf)
  try {
    return execFileSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', '-'], { input: png, stdio: ['pipe', 'pipe', 'ignore'] })
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('zbarimg is missing: apt-get install -y zbar-tools')
    // zbarimg ends with status 4 when it finds no code.
    if ((error as { status?: number }).status === 4) return []
    throw error
  }
}
