/**
 * EMV® merchant-presented QR codes (EMVCo, "QR Code Specification for Payment Systems: Merchant-Presented
 * Mode") and the DuitNow QR that Malaysian banks issue on it (PayNet's DuitNow QR standard): reading the
 * payload a QR holds and saying, in codes a page turns into sentences, why a banking app would refuse it.
 * Browser-safe and pure (issue 34, item 1; docs/decisions/031-duitnow-qr.md).
 *
 * A payload is a run of data objects, each an ID (two digits), a length (two digits, in characters) and
 * that many characters of value. The merchant account templates (IDs 26–51), the additional data (62)
 * and the language template (64) hold data objects of their own. The payload begins with the payload
 * format indicator (`00`) and ends with its checksum: `6304` and the CRC-16/CCITT-FALSE (polynomial
 * 0x1021, initial value 0xFFFF) of everything before it, `6304` included, as four upper-case hex digits.
 */

export interface EmvDataObject {
  id: string
  /** The length as written: characters of `value`. */
  length: number
  value: string
  /** A template's data objects (IDs 26–51, 62, 64), as far as they could be read. */
  children?: EmvDataObject[]
}

/** Why a payload is not a usable QR, most basic first; each code has a sentence in `messages:duitNowQr.problems.*`. */
export type EmvProblem =
  /** Does not begin with the payload format indicator `000201` (EMVCo) or `000202` (DuitNow). */
  | { code: 'format' }
  /** The data objects break at this character (an ID or a length that is not two digits, a value past the end). */
  | { code: 'structure'; at: number }
  /** A template whose data objects do not fill the length it declares: they end at `used` characters of `declared`. */
  | { code: 'template-length'; id: string; declared: number; used: number }
  /** No `6304` and four hex digits at the end. */
  | { code: 'crc-missing' }
  /** The checksum written (`found`) is not the one its content gives (`expected`). */
  | { code: 'crc'; found: string; expected: string }
  /** A data object every merchant QR must have: 52 (category), 59 (name), 60 (city), or a merchant account (26–51). */
  | { code: 'missing'; id: '52' | '59' | '60' | 'account' }
  /** The country (58) is not Malaysia's `MY`; `found` null when there is none. */
  | { code: 'country'; found: string | null }
  /** The currency (53) is not the ringgit's `458`; `found` null when there is none. */
  | { code: 'currency'; found: string | null }
  /** No merchant account template carries DuitNow's application identifier. */
  | { code: 'not-duitnow' }
  /** A QR made for one payment (point of initiation `12`), not the association's standing one. */
  | { code: 'dynamic' }
  /** A QR that asks for a fixed amount (54): every payer would be asked for it. */
  | { code: 'amount'; amount: string }

/** PayNet's application identifier in a DuitNow QR's merchant account template (sub-ID 00). */
export const DUITNOW_AID = 'A0000006150001'
export const MALAYSIA = 'MY'
export const RINGGIT = '458'

const TEMPLATE_IDS = new Set([...Array.from({ length: 26 }, (_, i) => String(26 + i)), '62', '64'])
const TWO_DIGITS = /^\d{2}$/
const CRC_AT_END = /6304([0-9A-Fa-f]{4})$/

/** CRC-16/CCITT-FALSE over the UTF-8 bytes of `text`, as four upper-case hex digits (EMVCo's checksum). */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** A payload without its checksum (it may end in `6304` or not), with the right one appended. */
export function withEmvCrc(body: string): string {
  const head = body.endsWith('6304') ? body : `${body}6304`
  return `${head}${crc16CcittFalse(head)}`
}

interface ReadObjects {
  objects: EmvDataObject[]
  /** The character (of the text read) where the data objects broke, or null when they fill it exactly. */
  brokeAt: number | null
}

/** Reads data objects from `chars` (characters, not UTF-16 units: lengths count characters). */
function readObjects(chars: string[], start: number, end: number): ReadObjects {
  const objects: EmvDataObject[] = []
  let at = start
  while (at < end) {
    const id = chars.slice(at, at + 2).join('')
    const lengthText = chars.slice(at + 2, at + 4).join('')
    if (at + 4 > end || !TWO_DIGITS.test(id) || !TWO_DIGITS.test(lengthText)) return { objects, brokeAt: at }
    const length = Number(lengthText)
    if (at + 4 + length > end) return { objects, brokeAt: at }
    objects.push({ id, length, value: chars.slice(at + 4, at + 4 + length).join('') })
    at += 4 + length
  }
  return { objects, brokeAt: null }
}

export interface ParsedEmvPayload {
  objects: EmvDataObject[]
  problems: EmvProblem[]
}

/**
 * The payload's data objects and what is wrong with its form: its start, its structure (templates
 * included) and its checksum. What it says (the country, the merchant) is `checkDuitNowPayload`'s.
 */
export function parseEmvPayload(payload: string): ParsedEmvPayload {
  const chars = Array.from(payload)
  const problems: EmvProblem[] = []
  if (!/^0002(01|02)/.test(payload)) return { objects: [], problems: [{ code: 'format' }] }
  const top = readObjects(chars, 0, chars.length)
  if (top.brokeAt !== null) problems.push({ code: 'structure', at: top.brokeAt })
  for (const object of top.objects) {
    if (!TEMPLATE_IDS.has(object.id)) continue
    const inner = Array.from(object.value)
    const read = readObjects(inner, 0, inner.length)
    object.children = read.objects
    if (read.brokeAt !== null) problems.push({ code: 'template-length', id: object.id, declared: object.length, used: read.brokeAt })
  }
  const crc = CRC_AT_END.exec(payload)
  if (!crc) {
    problems.push({ code: 'crc-missing' })
  } else {
    const found = crc[1]!.toUpperCase()
    const expected = crc16CcittFalse(payload.slice(0, payload.length - 4))
    if (found !== expected) problems.push({ code: 'crc', found, expected })
  }
  return { objects: top.objects, problems }
}

/** What a DuitNow QR says, for the pages that show it. */
export interface DuitNowQrFacts {
  merchantName: string
  merchantCity: string
}

export type DuitNowCheck = ({ valid: true } & DuitNowQrFacts) | { valid: false; problems: EmvProblem[] }

/**
 * Whether `payload` is a DuitNow QR that payers can scan to pay the association any amount: a well-formed
 * EMVCo payload with a true checksum, Malaysian (58 `MY`), in ringgit (53 `458`), with a merchant account
 * that carries DuitNow's identifier, a name and a city, standing (not made for one payment) and without a
 * fixed amount. Every problem found is listed, the most basic first.
 */
export function checkDuitNowPayload(payload: string): DuitNowCheck {
  const { objects, problems } = parseEmvPayload(payload)
  if (problems.some((problem) => problem.code === 'format')) return { valid: false, problems }
  const first = (id: string) => objects.find((object) => object.id === id)
  const accounts = objects.filter((object) => Number(object.id) >= 2 && Number(object.id) <= 51)
  if (!first('52')) problems.push({ code: 'missing', id: '52' })
  const currency = first('53')?.value ?? null
  if (currency !== RINGGIT) problems.push({ code: 'currency', found: currency })
  const country = first('58')?.value ?? null
  if (country !== MALAYSIA) problems.push({ code: 'country', found: country })
  const merchantName = first('59')?.value.trim() ?? ''
  const merchantCity = first('60')?.value.trim() ?? ''
  if (!merchantName) problems.push({ code: 'missing', id: '59' })
  if (!merchantCity) problems.push({ code: 'missing', id: '60' })
  if (!accounts.length) problems.push({ code: 'missing', id: 'account' })
  else if (!accounts.some((account) => account.children?.some((child) => child.id === '00' && child.value.toUpperCase() === DUITNOW_AID))) {
    problems.push({ code: 'not-duitnow' })
  }
  if (first('01')?.value === '12') problems.push({ code: 'dynamic' })
  const amount = first('54')?.value
  if (amount) problems.push({ code: 'amount', amount })
  return problems.length ? { valid: false, problems } : { valid: true, merchantName, merchantCity }
}

/**
 * The association's DuitNow QR as a payer's page shows it (services/duitnow-qr.server.ts): whose it is,
 * its image, and the address that saves it as a PNG. Null on a page when none is set.
 */
export interface DuitNowQrView {
  merchantName: string
  merchantCity: string
  imageUrl: string
  downloadUrl: string
}
