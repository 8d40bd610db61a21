import { describe, expect, test } from 'vitest'
import { renderRobots, renderSitemap } from './sitemap.server.ts'

describe('renderSitemap', () => {
  test('lists absolute, escaped addresses with their last change', () => {
    const xml = renderSitemap('https://empam.example', [
      { path: '/' },
      { path: '/news/abc?x=1&y=2', lastModified: new Date('2026-05-12T09:00:00Z') },
    ])
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/)
    expect(xml).toContain('<url><loc>https://empam.example/</loc></url>')
    expect(xml).toContain('<loc>https://empam.example/news/abc?x=1&amp;y=2</loc><lastmod>2026-05-12</lastmod>')
  })
})

test('renderRobots keeps crawlers out of private areas and points at the sitemap', () => {
  const robots = renderRobots('https://empam.example')
  expect(robots).toContain('Disallow: /admin')
  expect(robots).toContain('Disallow: /api/')
  expect(robots).toContain('Sitemap: https://empam.example/sitemap.xml')
})
