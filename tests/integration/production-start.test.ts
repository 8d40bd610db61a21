import { describe, expect, test } from 'vitest'
import { CommitteeMember } from '#app/models/committee-member.server.ts'
import { Event } from '#app/models/event.server.ts'
import { Gallery } from '#app/models/gallery.server.ts'
import { Listing } from '#app/models/listing.server.ts'
import { Media } from '#app/models/media.server.ts'
import { NewsArticle } from '#app/models/news-article.server.ts'
import { OfficeTerm } from '#app/models/office-term.server.ts'
import type { Env } from '#app/utils/env.server.ts'
import { prepareDatabaseContent } from '#app/jobs/start-up.server.ts'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

// A database of its own, empty, started as a real launch would start it (issue 30, finding 13).
const server = useTestServer()

describe('a production start on an empty database', () => {
  test('adds the association\'s committee and nothing invented, says so, and the site shows an empty directory', async () => {
    const said: string[] = []
    await prepareDatabaseContent({ NODE_ENV: 'production', SEED_DEMO: false } as Env, (line) => said.push(line))
    expect(said).toEqual([
      "The database was empty: the association's committee added; no demo content in production (SEED_DEMO=true adds it)",
      // Issue 35: the office-bearers' register, made from the committee (the two deputies share a position).
      "The office-bearers' register made from the committee: 11 positions, 12 terms",
    ])
    const counts = await Promise.all([Listing, NewsArticle, Event, Gallery, Media].map((model) => (model as typeof Listing).countDocuments()))
    expect(counts).toEqual([0, 0, 0, 0, 0])
    expect(await CommitteeMember.countDocuments()).toBe(12)

    const about = await (await get(server.baseUrl, '/about')).text()
    expect(about).toContain('Honorary Secretary')
    const directory = await (await get(server.baseUrl, '/find-practitioner')).text()
    expect(directory).toContain('No practitioner is listed yet')

    // A second start adds nothing.
    await prepareDatabaseContent({ NODE_ENV: 'production', SEED_DEMO: false } as Env, (line) => said.push(line))
    expect(said).toHaveLength(2)
    expect(await CommitteeMember.countDocuments()).toBe(12)
    expect(await OfficeTerm.countDocuments()).toBe(12)
  })
})
