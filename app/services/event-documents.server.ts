import { createEvent } from 'ics'
import { site } from '#app/config/site.ts'
import { formatHours } from '#app/domain/cpd-records.ts'
import { formatLongDate } from '#app/domain/dates.ts'
import type { Locale } from '#app/domain/locale.ts'
import { fixedT, listLabel } from '#app/utils/i18n.server.ts'
import { associationName } from './account-mails.server.ts'
import { certificateProof, letterhead, renderPdf, type CertificateProof } from './membership-documents.server.ts'

/** The QR of a check-in link (the door's phone opens it with the code filled in). */
export { qrPng } from './membership-documents.server.ts'

/**
 * The files of events (issue 20): the "Add to calendar" .ics (the `ics` package writes RFC 5545), the
 * check-in QR, the certificate of attendance and the yearly CPD certificate (pdfkit, as the membership
 * lifecycle's PDFs, in the reader's language and
 * in the same embedded Noto Sans, so a Malay text or a name such as "Zoë Ng" prints as typed).
 */

export interface CalendarEvent {
  id: string
  title: string
  description: string
  startsAt: Date
  endsAt: Date | null
  location: string
  url: string
  cpdHours: number
}

/** The event as an iCalendar file; times in UTC, so every calendar shows them in its own zone. */
export function eventIcs(event: CalendarEvent, locale: Locale): string {
  const t = fixedT(locale, 'events')
  const end = event.endsAt ?? new Date(event.startsAt.getTime() + 60 * 60 * 1000)
  const { error, value } = createEvent({
    uid: `${event.id}@${site.emails.general.split('@')[1]}`,
    productId: `${site.shortName}//events`,
    title: event.title,
    description: t('ics.description', { description: event.description, hours: formatHours(event.cpdHours), url: event.url }).trim(),
    location: event.location,
    url: event.url,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    organizer: { name: associationName(locale), email: site.emails.general },
  })
  if (error || !value) throw error ?? new Error('the calendar file could not be written')
  return value
}

function render(locale: Locale, title: string, draw: (doc: PDFKit.PDFDocument) => void | Promise<void>): Promise<Buffer> {
  return renderPdf(locale, draw, { Title: title })
}

/** The association's letterhead (its logo, name, registration number and address), then the certificate's title. */
async function heading(doc: PDFKit.PDFDocument, locale: Locale, title: string) {
  await letterhead(doc, locale)
  doc.moveDown(1)
  doc.font('Bold').fontSize(24).fillColor('#065f46').text(title, { align: 'center' })
  doc.moveDown(1.2)
}

/** The foot of an event's certificate, in the events' words. */
function proofOf(doc: PDFKit.PDFDocument, locale: Locale, proof: CertificateProof) {
  const t = fixedT(locale, 'events')
  return certificateProof(doc, locale, proof, {
    issued: (date) => t('pdf.issued', { date }),
    verify: t('pdf.verify'),
    code: (code) => t('pdf.code', { code }),
  })
}

export interface AttendanceCertificate extends CertificateProof {
  name: string
  eventTitle: string
  when: string
  hours: number
  category: string
  provider: string
}

export function attendanceCertificatePdf(certificate: AttendanceCertificate, locale: Locale): Promise<Buffer> {
  const t = fixedT(locale, 'events')
  return render(locale, `${t('pdf.attendanceTitle')}: ${certificate.eventTitle}`, async (doc) => {
    await heading(doc, locale, t('pdf.attendanceTitle'))
    doc.font('Regular').fontSize(12).fillColor('#334155').text(t('pdf.certifies'), { align: 'center' })
    doc.moveDown(0.6)
    doc.font('Bold').fontSize(20).fillColor('#0f172a').text(certificate.name, { align: 'center' })
    doc.moveDown(0.6)
    doc.font('Regular').fontSize(12).fillColor('#334155').text(t('pdf.attended'), { align: 'center' })
    doc.moveDown(0.4)
    doc.font('Bold').fontSize(15).fillColor('#0f172a').text(certificate.eventTitle, { align: 'center' })
    doc.moveDown(0.4)
    doc.font('Regular').fontSize(12).fillColor('#334155').text(t('pdf.on', { when: certificate.when }), { align: 'center' })
    doc.moveDown(1)
    doc.font('Bold').fontSize(12).fillColor('#0f172a')
    doc.text(t('pdf.hours', { count: certificate.hours, hours: formatHours(certificate.hours), category: listLabel(locale, 'cpdCategories', certificate.category) }), { align: 'center' })
    doc.font('Regular').text(t('pdf.provider', { provider: certificate.provider }), { align: 'center' })
    doc.moveDown(1.2)
    await proofOf(doc, locale, certificate)
    doc.moveDown(1.5)
    doc.font('Italic').fontSize(8).fillColor('#475569').text(t('pdf.computerGenerated'), { align: 'center' })
  })
}

export interface YearCertificate extends CertificateProof {
  name: string
  membershipId: string
  year: number
  first: string
  last: string
  counted: number
  target: number
  categories: Array<{ category: string; counted: number }>
}

export function cpdYearCertificatePdf(certificate: YearCertificate, locale: Locale): Promise<Buffer> {
  const t = fixedT(locale, 'events')
  const day = (value: string) => formatLongDate(`${value}T04:00:00Z`, locale)
  return render(locale, t('pdf.yearTitle', { year: certificate.year }), async (doc) => {
    await heading(doc, locale, t('pdf.yearTitle', { year: certificate.year }))
    doc.font('Regular').fontSize(12).fillColor('#334155').text(t('pdf.certifies'), { align: 'center' })
    doc.moveDown(0.6)
    doc.font('Bold').fontSize(20).fillColor('#0f172a').text(certificate.name, { align: 'center' })
    if (certificate.membershipId) doc.font('Regular').fontSize(11).text(t('pdf.membershipId', { id: certificate.membershipId }), { align: 'center' })
    doc.moveDown(0.6)
    doc.font('Regular').fontSize(12).fillColor('#334155').text(t('pdf.yearCertifies', { first: day(certificate.first), last: day(certificate.last) }), { align: 'center' })
    doc.moveDown(0.8)
    doc.font('Bold').fontSize(13).fillColor('#0f172a').text(t('pdf.yearHours', { counted: formatHours(certificate.counted), target: formatHours(certificate.target) }), { align: 'center' })
    doc.moveDown(0.6)
    doc.font('Regular').fontSize(11).fillColor('#334155')
    for (const row of certificate.categories.filter((c) => c.counted > 0)) {
      doc.text(t('pdf.yearRow', { count: row.counted, category: listLabel(locale, 'cpdCategories', row.category), hours: formatHours(row.counted) }), { align: 'center' })
    }
    doc.moveDown(1.2)
    await proofOf(doc, locale, certificate)
    doc.moveDown(1.5)
    doc.font('Italic').fontSize(8).fillColor('#475569').text(t('pdf.computerGenerated'), { align: 'center' })
  })
}
