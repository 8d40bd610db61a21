import { describe, expect, test } from 'vitest'
import { get } from '#tests/http.ts'
import { useTestServer } from '#tests/setup/test-server.ts'

// A database of its own with no practitioners at all: the empty states.
const server = useTestServer()

describe('an empty directory', () => {
  test('the home page shows its own empty-state wording', async () => {
    const html = await (await get(server.baseUrl, '/')).text()
    const section = html.slice(html.indexOf('<section id="directory"'), html.indexOf('</section>', html.indexOf('<section id="directory"')))
    expect(section).toContain('No practitioners found')
    expect(section).toContain('Try adjusting your search criteria or browse all practitioners.')
    expect(section).not.toContain('by clearing the filters')
    expect(section).toContain('href="/find-practitioner"')
  })

  test('the directory page and the API answer with nothing, not an error', async () => {
    const page = await get(server.baseUrl, '/find-practitioner')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('0 practitioners found')
    expect(html).toContain('Try adjusting your search criteria or browse all practitioners by clearing the filters.')
    const api = await get(server.baseUrl, '/api/practitioners?page=1')
    expect(api.status).toBe(200)
    expect(api.headers.get('x-total-count')).toBe('0')
    expect(await api.json()).toEqual([])
  })
})
