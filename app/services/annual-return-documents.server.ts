import { formatDate } from '#app/domain/dates.ts'
import { DEFAULT_LOCALE, type Locale } from '#app/domain/locale.ts'
import type { MemberCount } from '#app/domain/annual-return.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import { drawStatement, type StatementDocument } from './books-documents.server.ts'
import { letterhead, renderPdf } from './membership-documents.server.ts'

/**
 * The Societies Act annual return's pack as a PDF (issue 35, item 4): drawn as the statement is
 * (books-documents.server.ts: pdfkit, Noto Sans, the letterhead, tagged with its language, title and
 * reading order: a 22-point title is its H1, each 14-point section heading an H2), in the reader's
 * language (mail.json `annualReturn`), its sections in the eROSES form's order.
 */

/** What the pack's PDF prints (services/annual-return.server.ts gathers it). */
export interface AnnualReturnDocument {
  year: number
  drawnOn: string
  deadline: { rule: 'after-agm' | 'no-agm'; agmDay: string | null; agmPlanned: boolean; dueBy: string }
  amendments: ReadonlyArray<{ meetingDay: string; clause: string; before: string; after: string; approvedOn: string | null }>
  officeBearers: ReadonlyArray<{ title: string; titleMs: string; name: string; from: string; until: string | null; membershipId: string | null; phone: string }>
  members: { day: string; byType: readonly MemberCount[]; total: number; paidUp: number; source: 'so-far' | 'kept' | 'counted-now'; countedOn: string }
  address: { full: string; registrationNumber: string }
  accounts: StatementDocument
}

const LEFT = 56
const WIDTH = 483
const dayText = (day: string, locale: Locale) => formatDate(`${day}T04:00:00Z`, locale)

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.moveDown(0.8)
  doc.font('Bold').fontSize(14).fillColor('#065f46').text(text, LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.3)
}

function paragraph(doc: PDFKit.PDFDocument, text: string, { bold = false, size = 10, color = '#0f172a' } = {}) {
  doc.font(bold ? 'Bold' : 'Regular').fontSize(size).fillColor(color).text(text, LEFT, doc.y, { width: WIDTH })
  doc.moveDown(0.25)
}

/** A label and its figure on one line, the figure right-aligned: read as one line, label first. */
function countRow(doc: PDFKit.PDFDocument, label: string, figures: readonly string[], { bold = false } = {}) {
  const y = doc.y
  const columnWidth = 90
  doc.font(bold ? 'Bold' : 'Regular').fontSize(10).fillColor('#0f172a')
  if (label) doc.text(label, LEFT, y, { width: WIDTH - figures.length * columnWidth - 8 })
  const bottom = doc.y
  figures.forEach((text, index) => doc.text(text, LEFT + WIDTH - (figures.length - index) * columnWidth, y, { width: columnWidth, align: 'right' }))
  doc.y = Math.max(doc.y, bottom)
  doc.moveDown(0.2)
}

export function annualReturnPdf(pack: AnnualReturnDocument, locale: Locale = DEFAULT_LOCALE): Promise<Buffer> {
  const t = fixedT(locale, 'mail')
  const title = t('annualReturn.title', { year: pack.year })
  return renderPdf(
    locale,
    async (doc) => {
      await letterhead(doc, locale)
      doc.font('Bold').fontSize(22).fillColor('#0f172a').text(title, { align: 'center' })
      doc.font('Regular').fontSize(10).fillColor('#334155').text(t('annualReturn.act'), { align: 'center' })
      doc.moveDown(0.8)
      const { deadline } = pack
      paragraph(doc, deadline.agmDay ? t(deadline.agmPlanned ? 'annualReturn.agmPlannedOn' : 'annualReturn.agmHeldOn', { date: dayText(deadline.agmDay, locale) }) : t('annualReturn.noAgmInYear', { year: pack.year }))
      paragraph(doc, t(`annualReturn.dueByText.${deadline.rule}`, { date: dayText(deadline.dueBy, locale) }), { bold: true })

      heading(doc, `1. ${t('annualReturn.sections.amendments')}`)
      if (!pack.amendments.length) paragraph(doc, t('annualReturn.noAmendments'))
      for (const amendment of pack.amendments) {
        paragraph(doc, t('annualReturn.clauseLine', { clause: amendment.clause, date: dayText(amendment.meetingDay, locale) }), { bold: true })
        if (amendment.before) paragraph(doc, t('annualReturn.beforeText', { text: amendment.before }))
        paragraph(doc, t('annualReturn.afterText', { text: amendment.after }))
        paragraph(doc, amendment.approvedOn ? t('annualReturn.approvedOnText', { date: dayText(amendment.approvedOn, locale) }) : t('annualReturn.notApproved'), { color: '#334155' })
        doc.moveDown(0.3)
      }

      heading(doc, `2. ${t('annualReturn.sections.officeBearers')}`)
      if (!pack.officeBearers.length) paragraph(doc, t('annualReturn.noOfficeBearers'))
      for (const holder of pack.officeBearers) {
        const position = locale === 'ms' && holder.titleMs ? holder.titleMs : holder.title
        paragraph(doc, `${position}: ${holder.name}`, { bold: true })
        const details = [
          t('annualReturn.termText', { from: dayText(holder.from, locale), until: holder.until ? dayText(holder.until, locale) : t('annualReturn.stillInOffice') }),
          holder.membershipId ? t('annualReturn.membershipIdText', { id: holder.membershipId }) : '',
          holder.phone ? t('annualReturn.phoneText', { phone: holder.phone }) : '',
        ].filter(Boolean)
        paragraph(doc, details.join(' · '))
      }
      paragraph(doc, t('annualReturn.byHandNote'), { size: 9, color: '#334155' })

      heading(doc, `3. ${t('annualReturn.sections.members')}`)
      paragraph(doc, t(`annualReturn.membersAsAt.${pack.members.source}`, { date: dayText(pack.members.day, locale), counted: dayText(pack.members.countedOn, locale) }), { size: 9, color: '#334155' })
      countRow(doc, '', [t('annualReturn.membersColumn'), t('annualReturn.paidUpColumn')], { bold: true })
      for (const line of pack.members.byType) countRow(doc, listLabel(locale, 'membershipTypes', line.type), [String(line.members), String(line.paidUp)])
      countRow(doc, t('annualReturn.totalMembers'), [String(pack.members.total), String(pack.members.paidUp)], { bold: true })

      heading(doc, `4. ${t('annualReturn.sections.address')}`)
      paragraph(doc, pack.address.full)
      paragraph(doc, t('annualReturn.registrationText', { number: pack.address.registrationNumber }), { color: '#334155' })

      heading(doc, `5. ${t('annualReturn.sections.accounts')}`)
      paragraph(doc, t('books.statementPeriod', { year: pack.year, from: dayText(pack.accounts.from, locale), to: dayText(pack.accounts.to, locale) }), { color: '#334155' })
      if (pack.accounts.toDate) paragraph(doc, t('books.statementToDate', { date: dayText(pack.accounts.toDate, locale) }), { color: '#334155' })
      doc.moveDown(0.4)
      drawStatement(doc, pack.accounts, locale)

      doc.moveDown(1)
      doc.font('Italic').fontSize(9).fillColor('#475569').text(t('annualReturn.generated', { date: dayText(pack.drawnOn, locale) }), LEFT, doc.y, { width: WIDTH })
    },
    { Title: title },
  )
}
