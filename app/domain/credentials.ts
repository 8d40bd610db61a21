/**
 * The credentials the membership rules require of a practising member (issue 36, item 4; decision 045):
 * liability insurance and first aid, for as long as they see clients; a T&CM practising certificate may
 * be recorded too, and is never shown to the public (energy medicine has no statutory register).
 * Browser-safe.
 */
export const CREDENTIAL_KINDS = ['liability-insurance', 'first-aid', 'tcm-practising-certificate'] as const
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number]

/** The two whose cover a listing states ("insurance and first aid current"). */
export const REQUIRED_CREDENTIAL_KINDS = ['liability-insurance', 'first-aid'] as const
export type RequiredCredentialKind = (typeof REQUIRED_CREDENTIAL_KINDS)[number]

/** A confirmed credential's dates, kept on the member's account for the directory. */
export interface Cover {
  kind: RequiredCredentialKind
  /** YYYY-MM-DD, first day covered. */
  from: string
  /** YYYY-MM-DD, last day covered. */
  until: string
}

/** Days before an expiry on which the member is reminded (and on the day itself). */
export const CREDENTIAL_REMINDER_DAYS = [30, 7, 0] as const

/** Whether confirmed cover of a kind covers a day. */
export function coveredOn(cover: readonly Cover[] | null | undefined, kind: RequiredCredentialKind, day: string): boolean {
  return (cover ?? []).some((item) => item.kind === kind && item.from <= day && day <= item.until)
}

/** Whether both insurance and first aid are confirmed and unexpired on a day: the listing's line. */
export function coverCurrentOn(cover: readonly Cover[] | null | undefined, day: string): boolean {
  return REQUIRED_CREDENTIAL_KINDS.every((kind) => coveredOn(cover, kind, day))
}
