import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/**
 * How many pages a PDF has, read by `pdf-lib`, or null for bytes that do not parse as a PDF with at
 * least one page (issue 30, finding 9: random bytes between `%PDF` and `%%EOF` passed as a document).
 *
 * Parsed in a worker thread of its own, with a deadline: pdf-lib parses on the thread it runs on
 * without yielding, and 10 MB of random bytes took it 19 s (a real 10 MB PDF, whose streams it skips by
 * their length, takes milliseconds). What it cannot read within the deadline is refused as unreadable,
 * and the worker is ended. The worker's code is a string, as the password workers' is (bundling).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { PDFDocument } = require(workerData.pdfLibPath)
PDFDocument.load(workerData.bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true })
  .then((document) => parentPort.postMessage({ pages: document.getPageCount() }))
  .catch(() => parentPort.postMessage({ pages: 0 }))
`

const pdfLibPath = createRequire(import.meta.url).resolve('pdf-lib')

export const PDF_PARSE_DEADLINE_MS = 3000

export function pdfPageCount(bytes: Buffer, deadlineMs = PDF_PARSE_DEADLINE_MS): Promise<number | null> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { pdfLibPath, bytes: new Uint8Array(bytes) } })
    let settled = false
    const settle = (pages: number | null) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      void worker.terminate()
      resolve(pages && pages > 0 ? pages : null)
    }
    const deadline = setTimeout(() => settle(null), deadlineMs)
    worker.on('message', ({ pages }: { pages: number }) => settle(pages))
    worker.on('error', () => settle(null))
    worker.on('exit', () => settle(null))
  })
}
