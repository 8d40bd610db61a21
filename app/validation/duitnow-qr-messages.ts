import type { EmvProblem } from '#app/domain/emv-qr.ts'
import { message } from './messages.ts'

/**
 * What the DuitNow QR's upload says to a person (issue 34, item 1), by name: the English of
 * `messages:duitNowQr.*`, which each door answers in the request's language (docs/i18n.md).
 */
export const DUITNOW_QR_MESSAGES = {
  /** A picture in which no QR code could be read. */
  noQr: message('messages:duitNowQr.noQr'),
  /** A PDF: the QR is read from a picture's pixels. */
  pdf: message('messages:duitNowQr.pdf'),
  removed: message('messages:duitNowQr.removed'),
  /** The QR's image asked for while none is set. */
  notSet: message('messages:duitNowQr.notSet'),
} as const

/** The toast after a QR is saved: whose it is, as the payers' banking apps will show it. */
export const duitNowQrSavedMessage = (name: string, city: string) => message('messages:duitNowQr.saved', { name, city })

/** One reason a QR's payload is refused, as a sentence (domain/emv-qr.ts). */
export function duitNowProblemMessage(problem: EmvProblem): string {
  switch (problem.code) {
    case 'format':
      return message('messages:duitNowQr.problems.format')
    case 'structure':
      return message('messages:duitNowQr.problems.structure', { at: problem.at + 1 })
    case 'template-length':
      return message('messages:duitNowQr.problems.templateLength', { id: problem.id, declared: problem.declared, used: problem.used })
    case 'crc-missing':
      return message('messages:duitNowQr.problems.crcMissing')
    case 'crc':
      return message('messages:duitNowQr.problems.crc', { found: problem.found, expected: problem.expected })
    case 'missing':
      return message(`messages:duitNowQr.problems.missing.${problem.id}`)
    case 'country':
      return problem.found === null ? message('messages:duitNowQr.problems.countryMissing') : message('messages:duitNowQr.problems.country', { found: problem.found })
    case 'currency':
      return problem.found === null ? message('messages:duitNowQr.problems.currencyMissing') : message('messages:duitNowQr.problems.currency', { found: problem.found })
    case 'not-duitnow':
      return message('messages:duitNowQr.problems.notDuitNow')
    case 'dynamic':
      return message('messages:duitNowQr.problems.dynamic')
    case 'amount':
      return message('messages:duitNowQr.problems.amount', { amount: problem.amount })
  }
}
