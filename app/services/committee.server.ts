import { localizedField, type Locale } from '#app/domain/locale.ts'
import { initials } from '#app/domain/names.ts'
import { getCommitteePhoto, setCommitteePhoto, type CommitteePhotoRecord } from '#app/models/committee-member.server.ts'
import { imageWithAlt, type StoredImageFields } from '#app/models/stored-image.server.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'
import { committeeToday } from './office-bearers.server.ts'

/**
 * The Executive Committee as the about page shows it (`paths.committee`): the office-bearers in office
 * today, in the positions' order (the register, services/office-bearers.server.ts, issue 35), each with
 * the position's title in the page's language and, where the term names one, the card of the
 * committee's content (a portrait, salutation and organisation, in the page's language); without a
 * card, their initials. And the group photo.
 */
export async function getCommitteeForPage(locale: Locale) {
  const [members, photo] = await Promise.all([committeeToday(), getCommitteePhoto()])
  return {
    members: members.map((member) => {
      const card = member.card
      return {
        id: member.id,
        salutation: card ? localizedField(card, 'salutation', locale).text : '',
        name: member.name,
        position: localizedField(member, 'title', locale),
        organisation: card?.organisation ?? '',
        initials: initials(member.name),
        portrait: card ? imageWithAlt(card.image as StoredImageFields | null, localizedField(card, 'imageAlt', locale).text) : null,
      }
    }),
    groupPhoto: photo ? imageWithAlt(photo.image as StoredImageFields | null, localizedField(photo, 'imageAlt', locale).text) : null,
  }
}
export type CommitteeForPage = Awaited<ReturnType<typeof getCommitteeForPage>>

/** The group photo for the administrators' form. */
export async function getCommitteePhotoForAdmin() {
  const photo = await getCommitteePhoto()
  return {
    image: imageWithAlt((photo?.image ?? null) as StoredImageFields | null, photo?.imageAlt ?? ''),
    imageAlt: photo?.imageAlt ?? '',
    imageAltMs: photo?.imageAltMs ?? '',
  }
}

export async function saveCommitteePhoto(actor: AuditActor, values: Partial<CommitteePhotoRecord>) {
  await setCommitteePhoto(values)
  await recordAdminAction(actor, {
    action: 'updated',
    entityType: 'committee-photo',
    entityId: 'committee',
    summary: values.image === null ? 'Removed the committee group photo' : 'Updated the committee group photo',
  })
}
