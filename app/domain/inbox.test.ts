import { expect, test } from 'vitest'
import { contactSubjectLabel, malaysiaDateTime, sourceLabel, subscribersCsv, subscribersCsvFilename } from './inbox.ts'

test('a subject reads as the form that sent it words it', () => {
  expect(contactSubjectLabel('general', 'home')).toBe('General Information')
  expect(contactSubjectLabel('general', 'contact')).toBe('General Inquiry')
  expect(contactSubjectLabel('general', 'api')).toBe('General Inquiry')
  expect(contactSubjectLabel('certification', 'contact')).toBe('Certification Programmes')
  expect(contactSubjectLabel('complaint', 'home')).toBe('Complaint or Ethics Concern')
  expect(contactSubjectLabel('', 'home')).toBe('No subject chosen')
})

test('sources read as places on the site', () => {
  expect(sourceLabel('home')).toBe('Home page')
  expect(sourceLabel('contact')).toBe('Contact page')
  expect(sourceLabel('news')).toBe('News page')
  expect(sourceLabel('api')).toBe('API')
  expect(sourceLabel('flyer')).toBe('flyer')
})

test('times are Malaysian, as a spreadsheet reads them', () => {
  expect(malaysiaDateTime('2026-03-05T06:30:00Z')).toBe('2026-03-05 14:30')
  expect(malaysiaDateTime(new Date('2025-12-31T16:05:00Z'))).toBe('2026-01-01 00:05')
})

test('the subscribers CSV: header, one row each, BOM, CRLF, and no formula can run', () => {
  const csv = subscribersCsv([
    { email: 'siti@example.com', createdAt: '2026-03-05T06:30:00Z', source: 'news' },
    { email: '=cmd@example.com', createdAt: '2026-03-04T01:00:00Z', source: 'contact' },
  ])
  expect(csv).toBe(
    '\uFEFFEmail,Subscribed at,Source\r\nsiti@example.com,2026-03-05 14:30,News page\r\n\'=cmd@example.com,2026-03-04 09:00,Contact page\r\n',
  )
  expect(subscribersCsvFilename('2026-03-10')).toBe('empam-newsletter-subscribers-2026-03-10.csv')
})
