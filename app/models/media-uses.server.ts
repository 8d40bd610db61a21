import { CommitteeMember, CommitteePhoto } from './committee-member.server.ts'
import { Gallery } from './gallery.server.ts'
import { InternationalPartner } from './international-partner.server.ts'
import { Listing } from './listing.server.ts'
import { LocalPartner } from './local-partner.server.ts'
import { NewsArticle } from './news-article.server.ts'
import { User } from './user.server.ts'

/** Where a stored picture is shown: the kind of record and the name a person knows it by. */
export interface MediaUse {
  kind: 'news' | 'galleries' | 'local-partners' | 'international-partners' | 'committee' | 'committee-photo' | 'listing' | 'profile'
  name: string
}

type Named = { title?: string; name?: string; firstName?: string; lastName?: string }

/**
 * Every record that keeps a copy of picture `mediaId` (models/stored-image.server.ts): content, a
 * gallery's photos, the committee and its group photo, a directory listing, a member's profile. Asked
 * only when a picture is deleted, a rare act of one person: these nested fields (`image.id`, …) have
 * no GIN index on the embedded database (its indexes are on top-level fields only), so each query
 * reads its collection — the content collections are small, and users are read once per deletion.
 */
export async function findMediaUses(mediaId: string): Promise<MediaUse[]> {
  const by = (path: string) => ({ [path]: mediaId })
  const project = { title: 1, name: 1, firstName: 1, lastName: 1 }
  const [news, galleries, local, international, committee, groupPhoto, listings, users] = await Promise.all([
    NewsArticle.find(by('image.id'), project).limit(5).lean<Named[]>(),
    Gallery.find(by('photos.image.id'), project).limit(5).lean<Named[]>(),
    LocalPartner.find(by('image.id'), project).limit(5).lean<Named[]>(),
    InternationalPartner.find(by('image.id'), project).limit(5).lean<Named[]>(),
    CommitteeMember.find(by('image.id'), project).limit(5).lean<Named[]>(),
    CommitteePhoto.find(by('image.id'), { _id: 1 }).limit(1).lean<Named[]>(),
    Listing.find(by('photo.id'), project).limit(5).lean<Named[]>(),
    User.find(by('photo.id'), project).limit(5).lean<Named[]>(),
  ])
  const named = (kind: MediaUse['kind'], records: Named[]) =>
    // `||`, not `??`: a listing's or a member's `title` is an empty salutation, not its name.
    records.map((r) => ({ kind, name: (kind === 'news' || kind === 'galleries' ? r.title : r.name) || [r.firstName, r.lastName].filter(Boolean).join(' ') }))
  return [
    ...named('news', news),
    ...named('galleries', galleries),
    ...named('local-partners', local),
    ...named('international-partners', international),
    ...named('committee', committee),
    ...named('committee-photo', groupPhoto),
    ...named('listing', listings),
    ...named('profile', users),
  ]
}
