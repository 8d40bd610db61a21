/**
 * What an invoice's line is for, as a code stored beside its text (issue 33): the text is written once,
 * in the member's language of the day, but a receipt is printed in the language of whoever asks for it,
 * and a Malay receipt must carry no English. Each code is drawn from the invoice's own facts (its
 * membership type, the period it renews, its event) in any language.
 */
export const INVOICE_ITEM_CODES = ['entry-fee', 'first-year', 'renewal', 'fellowship-entry', 'fellowship-annual', 'event-fee'] as const
export type InvoiceItemCode = (typeof INVOICE_ITEM_CODES)[number]

interface InvoiceShape {
  kind: string
  items: ReadonlyArray<{ code?: string | null }>
}

const isCode = (value: string | null | undefined): value is InvoiceItemCode => (INVOICE_ITEM_CODES as readonly string[]).includes(value ?? '')

/**
 * Each line's code: the stored one, or, for an invoice raised before codes were stored, the one its kind
 * and place give (a joining invoice lists the entry fee before the first year's fee, a Fellow's the entry
 * difference before the annual one: services/billing.server.ts, services/fellowship.server.ts). Null where
 * neither tells (the line's stored text is then all there is).
 */
export function invoiceItemCodes(invoice: InvoiceShape): Array<InvoiceItemCode | null> {
  const last = invoice.items.length - 1
  return invoice.items.map((item, index) => {
    if (isCode(item.code)) return item.code
    switch (invoice.kind) {
      case 'joining':
        return index === last ? 'first-year' : 'entry-fee'
      case 'fellowship':
        return index === last ? 'fellowship-annual' : 'fellowship-entry'
      case 'renewal':
        return 'renewal'
      case 'event':
        return 'event-fee'
      default:
        return null
    }
  })
}
