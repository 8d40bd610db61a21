import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { getMediaById, MediaChunk } from '#app/models/media.server.ts'
import { memberSession } from '#tests/admin-helpers.ts'
import { get } from '#tests/http.ts'
import { pdfOfSize, solidImage, twoColourImage, uploadFile } from '#tests/media.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

/**
 * GridFS through the driver's GridFSBucket on the database the app runs on. FerretDB's own GridFS
 * support is an open upstream issue (#1754): large files and parallel uploads are tried here, on the
 * embedded PostgreSQL and (in the integration-sqlite project) on the SQLite fallback.
 */

const server = useTestServer()

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function uploaded(response: Response) {
  const text = await response.text()
  expect(response.status, text).toBe(201)
  return JSON.parse(text) as { id: string; url: string }
}

async function fetchBytes(path: string, auth: { cookie?: string } = {}) {
  const response = await get(server.baseUrl, path, auth)
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('GridFS on the database the app runs on', () => {
  test('a 9 MB document comes back byte for byte', async () => {
    const member = await memberSession()
    const pdf = pdfOfSize(9 * 1024 * 1024)
    const answer = await uploaded(await uploadFile(server.baseUrl, { bytes: pdf, name: 'thesis.pdf' }, { visibility: 'private' }, member))
    const media = await getMediaById(answer.id)
    expect(await MediaChunk.countDocuments({ files_id: media!.fileId })).toBe(Math.ceil(pdf.length / (255 * 1024)))
    const { response, bytes } = await fetchBytes(answer.url, { cookie: member.cookie })
    expect(response.status).toBe(200)
    expect(bytes.length).toBe(pdf.length)
    expect(sha(bytes)).toBe(sha(pdf))
  })

  test('five uploads at once are all stored whole, each under its own id', async () => {
    const member = await memberSession()
    const files = await Promise.all([
      (await twoColourImage(2400, 1600)).jpeg({ quality: 95 }).toBuffer(),
      solidImage(1500, 1500, '#112233').png().toBuffer(),
      solidImage(800, 600, '#445566').webp().toBuffer(),
      Promise.resolve(pdfOfSize(3 * 1024 * 1024)),
      Promise.resolve(pdfOfSize(2 * 1024 * 1024 + 17)),
    ])
    const answers = await Promise.all(files.map((bytes, i) => uploadFile(server.baseUrl, { bytes, name: `file-${i}` }, { visibility: 'private' }, member).then(uploaded)))
    expect(new Set(answers.map((a) => a.id)).size).toBe(5)
    for (const [i, answer] of answers.entries()) {
      const media = await getMediaById(answer.id)
      expect(media!.size).toBe(files[i]!.length)
      const { response, bytes } = await fetchBytes(answer.url, { cookie: member.cookie })
      expect(response.status).toBe(200)
      if (media!.kind === 'document') expect(sha(bytes)).toBe(sha(files[i]!))
      else expect((await sharp(bytes).metadata()).width).toBe(Math.min(960, media!.width!))
    }
  })
})
