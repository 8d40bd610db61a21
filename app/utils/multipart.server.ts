import { once } from 'node:events'
import busboy from 'busboy'

/**
 * Reads a multipart/form-data upload as it streams in, with busboy (the parser under multer and
 * fastify's uploads: well kept, and its limits stop a file, a field or a count of parts as soon as it
 * passes them, before the rest is read). Remix v2's `unstable_parseMultipartFormData` would do too,
 * but has no limit on parts, fields or field sizes of its own.
 *
 * The file is collected in memory (at most `maxFileBytes`): the image pipeline decodes it whole
 * anyway. Reading stops at the first limit passed, without cancelling the request's body: cancelling
 * would destroy the connection before the answer could be sent. The server reads off and discards
 * the rest once the answer has gone (server/security.ts, `limitBodySize`).
 */

export interface UploadedFile {
  /** The file's name as sent, its last path segment only; never used to decide anything. */
  filename: string
  /** The type the client claimed; never trusted (services/media.server.ts reads the bytes). */
  declaredType: string
  bytes: Buffer
  /** Past `maxFileBytes`, read on by a form page (`keepReadingPastFileLimit`): its bytes were dropped. */
  tooLarge?: boolean
}

export type MultipartUpload =
  | { status: 'read'; fields: FormData; file: UploadedFile | null; files: UploadedFile[] }
  /** The body (declared or as it came) or the file passed its limit. */
  | { status: 'too-large' }
  /** Not multipart/form-data, or broken multipart. */
  | { status: 'not-multipart' }
  /** A second file, a file in another field, or more fields than allowed. */
  | { status: 'too-many-parts' }

export interface MultipartOptions {
  /** The one field that may carry a file (or files: `maxFiles`). */
  fileField: string
  maxFileBytes: number
  /** How many files that field may carry (1 unless said: a gallery's form takes several). */
  maxFiles?: number
  /**
   * A form page: a file past `maxFileBytes` is marked `tooLarge` and the rest of the form is still
   * read (so that the page shows its message with what was typed kept), up to this many bytes of body
   * in all, a declared length over the upload limit (`bodyTooLarge`) included. Past it: `too-large`.
   */
  keepReadingPastFileLimit?: { maxBodyBytes: number }
  /** The most text fields (the form's own, with room to spare). */
  maxFields?: number
  /** The longest text field, in bytes: a longer one is cut there (and then fails its schema's length). */
  maxFieldBytes?: number
  /** The server saw a declared length over the upload limit (load context `bodyTooLarge`): read nothing. */
  bodyTooLarge?: boolean
}

const MULTIPART = /^multipart\/form-data\s*;/i

export async function readMultipartUpload(request: Request, options: MultipartOptions): Promise<MultipartUpload> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!MULTIPART.test(contentType) || !request.body) return { status: 'not-multipart' }
  const keepReading = options.keepReadingPastFileLimit
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (keepReading ? declared > keepReading.maxBodyBytes : options.bodyTooLarge) return { status: 'too-large' }
  const maxFields = options.maxFields ?? 50
  const maxFiles = options.maxFiles ?? 1
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send a file's name as raw UTF-8; busboy's default would read it as Latin-1.
      defParamCharset: 'utf8',
      limits: {
        files: maxFiles,
        fileSize: options.maxFileBytes,
        fields: maxFields,
        parts: maxFields + maxFiles,
        fieldSize: options.maxFieldBytes ?? 64 * 1024,
        fieldNameSize: 200,
        headerPairs: 20,
      },
    })
  } catch {
    // No boundary, or a content type busboy cannot read.
    return { status: 'not-multipart' }
  }

  const fields = new FormData()
  const files: UploadedFile[] = []
  let settled: MultipartUpload | null = null
  let resolveOutcome: (outcome: MultipartUpload) => void = () => {}
  const outcome = new Promise<MultipartUpload>((resolve) => (resolveOutcome = resolve))
  const settle = (result: MultipartUpload) => {
    if (settled) return
    settled = result
    resolveOutcome(result)
  }
  const filesDone: Array<Promise<void>> = []

  parser.on('field', (name, value) => fields.append(name, value))
  parser.on('file', (name, stream, info) => {
    if (name !== options.fileField) {
      stream.resume()
      return settle({ status: 'too-many-parts' })
    }
    let chunks: Buffer[] = []
    let tooLarge = false
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('limit', () => {
      if (!keepReading) return settle({ status: 'too-large' })
      // busboy drops the rest of this file and reads on: the form's other fields still arrive.
      tooLarge = true
      chunks = []
    })
    const filename = (info.filename ?? '').split(/[/\\]/).pop() ?? ''
    filesDone.push(
      once(stream, 'end').then(() => {
        if (settled) return
        const bytes = Buffer.concat(chunks)
        // A file input left empty sends a part with no name and no bytes: no file.
        if (!filename && bytes.length === 0 && !tooLarge) return
        files.push({ filename, declaredType: info.mimeType ?? '', bytes, ...(tooLarge ? { tooLarge } : {}) })
      }),
    )
  })
  for (const limit of ['filesLimit', 'partsLimit', 'fieldsLimit'] as const) parser.on(limit, () => settle({ status: 'too-many-parts' }))
  parser.on('error', () => settle({ status: 'not-multipart' }))
  parser.on('close', () => {
    void Promise.all(filesDone).then(() => settle({ status: 'read', fields, file: files[0] ?? null, files }))
  })

  const reader = request.body.getReader()
  let bytesRead = 0
  try {
    while (!settled) {
      const next = await Promise.race([reader.read(), outcome.then(() => null)])
      if (!next) break
      if (next.done) {
        parser.end()
        break
      }
      bytesRead += next.value.length
      if (keepReading && bytesRead > keepReading.maxBodyBytes) {
        settle({ status: 'too-large' })
        break
      }
      if (!parser.write(next.value)) await Promise.race([once(parser, 'drain'), outcome])
    }
  } catch {
    // The client went away, or the body was not readable.
    settle({ status: 'not-multipart' })
  } finally {
    // Not cancel(): that would close the connection before the answer is written.
    reader.releaseLock()
  }
  return outcome
}
