import fs from 'node:fs'
import path from 'node:path'
import { storeOwnImage } from '#app/services/media.server.ts'
import { DEMO_IMAGES, DEMO_IMAGES_DIR, demoMediaId } from './demo-media.ts'

/**
 * Stores the demo pictures (app/seed/images/) as the association's public images, each under its fixed
 * id (`demoMediaId`), re-encoded by the upload pipeline like any upload. Those already stored are
 * skipped: safe to run any number of times. Answers how many were added.
 */
export async function seedDemoMedia(): Promise<number> {
  let added = 0
  // One at a time: each decode and encode already uses every core, and a first start should not
  // hold 40 pictures' pixels in memory at once.
  for (const image of DEMO_IMAGES) {
    const bytes = fs.readFileSync(path.join(DEMO_IMAGES_DIR, image.file))
    if (await storeOwnImage(demoMediaId(image.key), bytes, { alt: image.alt, purpose: image.purpose })) added += 1
  }
  return added
}
