import { localizedField, type Locale } from '#app/domain/locale.ts'
import { initials } from '#app/domain/names.ts'
import { getCommitteePhoto, listActiveCommitteeMembers, setCommitteePhoto, type CommitteePhotoRecord } from '#app/models/committee-member.server.ts'
import { imageWithAlt, type StoredImageFields } from '#app/models/stored-image.server.ts'
import { recordAdminAction, type AuditActor } from './audit.server.ts'

/**
 * The Executive Committee as the about page shows it (`paths.committee`): the members on show in their order,
 * each in the page's language (a Malay position or salutation where one is written), with a portrait
 * or their initials, and the group photo.
 */
export async function getCommitteeForPage(locale: Locale) {
  const [members, photo] = await Promise.all([listActiveCommitteeMembers(), getCommitteePhoto()])
  return {
    members: members.map((member) => {
      const position = localizedField(member, 'position', locale)
      const salutation = localizedField(member, 'salutation', locale)
      const alt = localizedField(member, 'imageAlt', locale).text
      return {
        id: member.id,
        salutation: salutation.text,
        name: member.name,
        position,
        organisation: member.organisation,
        initials: initials(member.name),
        portrait: imageWithAlt(member.image as StoredImageFields | null, alt),
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
