import { json, type LoaderFunctionArgs } from '@remix-run/node'
import * as membershipEn from '#app/content/membership.ts'
import * as membershipMs from '#app/content/ms/membership.ts'
import { localized } from '#app/domain/locale.ts'
import { paths } from '#app/config/paths.ts'
import { getLocale, listLabel, pageStrings } from '#app/utils/i18n.server.ts'
import { BY_INVITATION, type MembershipType } from '#app/domain/membership-types.ts'

/** /membership: the types with their fees written out in the page's language. */
export async function loadMembershipPage({ request }: LoaderFunctionArgs) {
  const locale = await getLocale(request)
  const membership = localized({ en: membershipEn, ms: membershipMs }, locale)
  return json({
    content: {
      membershipTypes: membership.membershipTypes.map(({ entryFee, entryFeeNote, annualFee, ...type }) => ({
        ...type,
        name: listLabel(locale, 'membershipTypes', type.type),
        // Fellow and Honorary Fellow are conferred, not applied for (issue 33): no Apply button.
        applyHref: BY_INVITATION.includes(type.type as MembershipType) ? null : `${paths.register}?${new URLSearchParams({ type: type.type })}`,
        entryFee: membership.formatFee(entryFee, entryFeeNote),
        /** Null: no annual fee. */
        annualFee: annualFee == null ? null : membership.formatFee(annualFee),
      })),
      whyJoin: membership.whyJoin,
      applicationSteps: membership.applicationSteps,
    },
    i18n: pageStrings(locale, ['membership']),
  })
}
