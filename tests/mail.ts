import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Reading the mails the app wrote to DATA_DIR/outbox (no SMTP configured), as a developer would: by
 * opening the newest .eml to an address and following its link.
 */

export interface OutboxMail {
  file: string
  to: string
  subject: string
  text: string
  html: string
  /** Files sent with the mail (a receipt's PDF), decoded. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>
  /** The top-level headers, by lower-cased name (folded lines joined). */
  headers: Map<string, string>
}

function decodeQuotedPrintable(input: string) {
  const soft = input.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3)
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function parseHeaders(block: string) {
  const headers = new Map<string, string>()
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return headers
}

function splitHead(raw: string) {
  const at = raw.search(/\r?\n\r?\n/)
  if (at < 0) return { headers: parseHeaders(raw), body: '' }
  return { headers: parseHeaders(raw.slice(0, at)), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') }
}

function decodeBody(headers: Map<string, string>, body: string) {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** The leaf parts of a (possibly nested: mixed, then alternative) multipart body. */
function leafParts(headers: Map<string, string>, body: string): Array<{ headers: Map<string, string>; body: string }> {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1]
  if (!boundary) return [{ headers, body }]
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .map((p) => splitHead(p.replace(/^\r?\n/, '')))
    .flatMap((part) => leafParts(part.headers, part.body))
}

export function parseEml(raw: string, file = ''): OutboxMail {
  const { headers, body } = splitHead(raw)
  const mail: OutboxMail = { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', text: '', html: '', attachments: [], headers }
  for (const part of leafParts(headers, body)) {
    const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase()
    const disposition = part.headers.get('content-disposition') ?? ''
    if (/^attachment/i.test(disposition)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? ''
      const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase()
      const content = encoding === 'base64' ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64') : Buffer.from(part.body)
      mail.attachments.push({ filename, contentType: type.split(';')[0]!, content })
      continue
    }
    const decoded = decodeBody(part.headers, part.body).trimEnd()
    if (type.startsWith('text/html')) mail.html = decoded
    else if (type.startsWith('text/plain')) mail.text = decoded
  }
  return mail
}

/** Every mail in the outbox, oldest first (the file names start with a timestamp). */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  let names: string[]
  try {
    names = (await fs.readdir(dir)).filter((n) => n.endsWith('.eml')).sort()
  } catch {
    return []
  }
  return Promise.all(names.map(async (name) => parseEml(await fs.readFile(path.join(dir, name), 'utf8'), name)))
}

/**
 * Waits for the `count`-th mail (oldest first) to that address whose subject contains `subject`, and
 * answers it. Mails are sent in the background, so they may land a moment after the answer.
 */
export async function waitForMail(
  dir: string,
  { to, subject = '', count = 1, timeoutMs = 10_000 }: { to: string; subject?: string; count?: number; timeoutMs?: number },
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const matching = (await readOutbox(dir)).filter(
      (m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.includes(subject),
    )
    if (matching.length >= count) return matching[count - 1]!
    if (Date.now() > deadline) {
      throw new Error(`no mail #${count} to ${to} with "${subject}" in ${dir} (found ${matching.length})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The link to `pathname` in the mail's text, as a URL. */
export function linkIn(mail: OutboxMail, pathname: string): URL {
  const match = new RegExp(`https?://\\S+${pathname.replace(/[/.]/g, '\\$&')}\\?token=[\\w-]+`).exec(mail.text)
  if (!match) throw new Error(`no ${pathname} link in the mail "${mail.subject}":\n${mail.text}`)
  return new URL(match[0])
}

/** The token of the link to `pathname` in the mail. */
export function tokenIn(mail: OutboxMail, pathname: string): string {
  return linkIn(mail, pathname).searchParams.get('token')!
}
