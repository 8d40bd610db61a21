import { now } from '#app/domain/clock.ts'
import { BUILT_IN_NOTICE_VERSION, type ConsentPurpose } from '#app/domain/retention.ts'
import { localized, type Locale } from '#app/domain/locale.ts'
import { insertPrivacyConsent, hasAcceptedVersion } from '#app/models/privacy-consent.server.ts'
import { insertPrivacyNotice, listPrivacyNotices, listPrivacyNoticeVersions } from '#app/models/privacy-notice.server.ts'
import { message } from '#app/validation/messages.ts'
import type { PrivacyNoticeInput } from '#app/validation/privacy.ts'
import { fixedT } from '#app/utils/i18n.server.ts'
import { auditActorOf, recordAdminAction } from './audit.server.ts'

/** The notice as a page draws it: its version, since when it applies, and its text (null: the built-in text of the catalogues). */
export interface NoticeView {
  version: number
  effectiveAt: string | null
  body: string
}

/** The built-in notice, in the catalogues (privacy.json): the text the first published version starts from. */
function builtInBody(locale: Locale) {
  return fixedT(locale, 'privacy')('notice.body')
}

/** The version in force now: the highest whose effective date has come; the built-in one before any. */
export async function currentNotice(locale: Locale): Promise<NoticeView> {
  const moment = now().getTime()
  const inForce = (await listPrivacyNotices()).find((notice) => new Date(notice.effectiveAt).getTime() <= moment)
  if (!inForce) return { version: BUILT_IN_NOTICE_VERSION, effectiveAt: null, body: builtInBody(locale) }
  return {
    version: inForce.version,
    effectiveAt: new Date(inForce.effectiveAt).toISOString(),
    body: localized({ en: inForce.bodyEn, ms: inForce.bodyMs }, locale),
  }
}

/** The version in force, read without the notices' texts (every dashboard page asks: issue 31). */
export async function currentNoticeVersion() {
  const moment = now().getTime()
  const inForce = (await listPrivacyNoticeVersions()).find((notice) => notice.effectiveAt.getTime() <= moment)
  return inForce?.version ?? BUILT_IN_NOTICE_VERSION
}

/** Every version for the administration, newest first, with the built-in one last. */
export async function noticeHistory() {
  const published = await listPrivacyNotices()
  return published.map((notice) => ({
    version: notice.version,
    effectiveAt: new Date(notice.effectiveAt).toISOString(),
    publishedAt: new Date(notice.createdAt).toISOString(),
    publishedBy: notice.publishedBy,
  }))
}

/** What the publishing form starts from: the newest version's text in both languages. */
export async function latestNoticeText() {
  const [latest] = await listPrivacyNotices()
  return latest ? { bodyEn: latest.bodyEn, bodyMs: latest.bodyMs } : { bodyEn: builtInBody('en'), bodyMs: builtInBody('ms') }
}

export const NOTICE_VERSION_TAKEN = message('messages:privacy.versionTaken')

/**
 * Publishes the next version (the highest number + 1), effective from the given day. Its number is
 * claimed by the unique index: of two administrators publishing at once, one gets a 409.
 */
export async function publishNotice(actor: { id: string; email: string }, input: PrivacyNoticeInput) {
  const [latest] = await listPrivacyNotices()
  const version = Math.max(latest?.version ?? BUILT_IN_NOTICE_VERSION, BUILT_IN_NOTICE_VERSION) + 1
  const effectiveAt = new Date(`${input.effectiveDate}T00:00:00+08:00`)
  const stored = await insertPrivacyNotice({ version, effectiveAt, bodyEn: input.bodyEn, bodyMs: input.bodyMs, publishedBy: actor.email })
  if (!stored) return { ok: false as const, status: 409 as const, message: NOTICE_VERSION_TAKEN }
  await recordAdminAction(auditActorOf(actor), {
    action: 'published',
    entityType: 'privacy-notice',
    entityId: String(version),
    summary: `Published privacy notice version ${version}, effective ${input.effectiveDate}`,
  })
  return { ok: true as const, version }
}

/**
 * Records that the notice was accepted. `subject` names what may happen once: an application (its key),
 * a newsletter subscription (the address and a confirmation), or a member's acknowledgement of a version.
 * False when it was recorded before.
 */
export async function recordConsent({
  purpose,
  userId,
  email = '',
  version,
  subject,
}: {
  purpose: ConsentPurpose
  userId: string | null
  email?: string
  version: number
  subject: string
}) {
  return insertPrivacyConsent({ onceKey: `${purpose}:${subject}:${version}`, userId, email, version, purpose, acceptedAt: now() })
}

/**
 * Whether a signed-in member must acknowledge the notice in force: only once an administrator has
 * published a version after the built-in one, and only until they have accepted that version.
 */
export async function acknowledgementDue(userId: string) {
  const version = await currentNoticeVersion()
  if (version === BUILT_IN_NOTICE_VERSION) return null
  return (await hasAcceptedVersion(userId, version)) ? null : version
}

/** The member acknowledges the version in force: recorded once, whatever the number of requests. */
export async function acknowledgeNotice(userId: string) {
  const version = await currentNoticeVersion()
  await recordConsent({ purpose: 'acknowledgement', userId, version, subject: userId })
  return version
}
