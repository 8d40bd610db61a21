import { describe, expect, test } from 'vitest'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

// A database of its own with no practitioners at all: the empty states.
const server = useTestServer()

describe('an empty directory', () => {
  test('the home page says no practitioner is listed yet (a new association, issue 30), in both languages', async () => {
    for (const [lng, title, text] of [
      ['en', 'No practitioner is listed yet', 'The association&#x27;s members appear here once their listings are published.'],
      ['ms', 'Belum ada pengamal yang disenaraikan', 'Ahli persatuan akan dipaparkan di sini sebaik sahaja penyenaraian mereka diterbitkan.'],
    ]) {
      const html = await (await get(server.baseUrl, `/?lng=${lng}`)).text()
      const section = html.slice(html.indexOf('<section id="directory"'), html.indexOf('</section>', html.indexOf('<section id="directory"')))
      expect(section).toContain(title)
      expect(section).toContain(text)
      expect(section).not.toContain('Try adjusting your search criteria')
      expect(section).toContain('href="/membership"')
    }
  })

  test('the directory page and the API answer with nothing, not an error; a search that finds nothing says so', async () => {
    const page = await get(server.baseUrl, '/find-practitioner')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('0 practitioners found')
    expect(html).toContain('No practitioner is listed yet')
    const searched = await (await get(server.baseUrl, '/find-practitioner?search=breath')).text()
    expect(searched).toContain('No practitioners found')
    expect(searched).toContain('Try adjusting your search criteria or browse all practitioners by clearing the filters.')
    const api = await get(server.baseUrl, '/api/practitioners?page=1')
    expect(api.status).toBe(200)
    expect(api.headers.get('x-total-count')).toBe('0')
    expect(await api.json()).toEqual([])
  })
})
