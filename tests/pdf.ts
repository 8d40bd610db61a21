import { execFileSync } from 'node:child_process'

/**
 * What a reader gets from a PDF, read by poppler's own tools (Debian's `poppler-utils`, which `.ci/run`
 * installs): its text in reading order, and its document information (title, tagging, page count).
 */
function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[], pdf: Buffer): string {
  try {
    return execFileSync(tool, args, { input: pdf, encoding: 'utf8' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: apt-get install -y poppler-utils`)
    throw error
  }
}

/** The PDF's text as pdftotext reads it, with runs of white space made one space. */
export function pdfText(pdf: Buffer): string {
  return poppler('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf).replace(/\s+/g, ' ').trim()
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
