import { createHash } from 'node:crypto'
import path from 'node:path'
import { excoMembers } from '#app/content/exco.ts'
import type { MediaPurpose } from '#app/domain/media.ts'
import { demoGalleries, demoInternationalPartners, demoListings, demoLocalPartners, demoNews } from './demo-content.ts'

/**
 * The demo pictures in app/seed/images/, drawn by scripts/generate-demo-images.ts (abstract people,
 * nobody's real face; illustrations; partner marks), and stored by the seed in GridFS through the
 * upload pipeline under fixed ids (`demoMediaId`), so that content can name them and a second seed
 * adds nothing. Wire them to content by key: `demoMediaId('exco-01')`.
 */

export const DEMO_IMAGES_DIR = path.resolve('app/seed/images')

export interface DemoImage {
  key: string
  file: string
  style: 'portrait' | 'group' | 'illustration' | 'mark'
  width: number
  height: number
  alt: string
  altMs: string
  purpose: MediaPurpose
}

const two = (n: number) => String(n).padStart(2, '0')
const image = (
  key: string,
  style: DemoImage['style'],
  width: number,
  height: number,
  [alt, altMs]: [string, string],
  purpose: MediaPurpose = 'content',
): DemoImage => ({
  key,
  file: `${key}.webp`,
  style,
  width,
  height,
  alt,
  altMs,
  purpose,
})

export const DEMO_IMAGES: readonly DemoImage[] = [
  image('committee-group', 'group', 960, 540, [
    `Illustration of the Executive Committee, ${excoMembers.length} members in two rows`,
    `Ilustrasi Jawatankuasa Eksekutif, ${excoMembers.length} orang ahli dalam dua baris`,
  ]),
  ...excoMembers.map((m, i) =>
    image(`exco-${two(i + 1)}`, 'portrait', 480, 600, [`Illustrated portrait of ${m.salutation} ${m.name}, ${m.position}`, `Potret ilustrasi ${m.name}`]),
  ),
  ...demoListings.slice(0, 8).map((l, i) => image(`listing-${two(i + 1)}`, 'portrait', 480, 600, [`Illustrated portrait of ${l.name}`, `Potret ilustrasi ${l.name}`], 'listing')),
  ...demoNews.map((n, i) => image(`news-${two(i + 1)}`, 'illustration', 960, 600, [`Illustration for “${n.title}”`, `Ilustrasi untuk “${n.titleMs || n.title}”`])),
  ...demoGalleries.flatMap((g, i) =>
    [1, 2, 3].map((j) =>
      image(`gallery-${two(i + 1)}-${j}`, 'illustration', 960, 640, [`Illustration ${j} of the gallery “${g.title}”`, `Ilustrasi ${j} galeri “${g.titleMs || g.title}”`]),
    ),
  ),
  ...[...demoLocalPartners, ...demoInternationalPartners].map((p, i) => image(`partner-${two(i + 1)}`, 'mark', 400, 400, [`Mark of ${p.name}`, `Logo ${p.name}`])),
]

/** The fixed id of a demo picture's media document: the same in every database, so reruns find it. */
export function demoMediaId(key: string) {
  return createHash('sha256').update(`empam-demo-media:${key}`).digest('hex').slice(0, 24)
}
