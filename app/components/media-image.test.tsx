import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { MediaImage as StoredImage } from '#app/domain/media.ts'
import { MediaImage } from './media-image.tsx'

const image: StoredImage = {
  id: 'abc',
  alt: 'Dr Siti at the open day',
  width: 1200,
  height: 800,
  variants: [160, 480, 960].flatMap((width) => (['webp', 'jpeg'] as const).map((format) => ({ width, height: (width * 2) / 3, format }))),
}

describe('a stored image in a page', () => {
  test('a picture with WebP and JPEG srcsets, its size, lazy, described', () => {
    const html = renderToStaticMarkup(<MediaImage image={image} sizes="(min-width: 768px) 33vw, 100vw" />)
    expect(html).toContain('<source type="image/webp" srcSet="/media/abc/160.webp 160w, /media/abc/480.webp 480w, /media/abc/960.webp 960w" sizes="(min-width: 768px) 33vw, 100vw"/>')
    expect(html).toContain('src="/media/abc/480.jpg" srcSet="/media/abc/160.jpg 160w, /media/abc/480.jpg 480w, /media/abc/960.jpg 960w"')
    expect(html).toContain('width="1200" height="800" alt="Dr Siti at the open day" loading="lazy" decoding="async"')
  })

  test('a decorative image has an empty alt; one above the fold loads at once', () => {
    const html = renderToStaticMarkup(<MediaImage image={image} sizes="100vw" decorative priority />)
    expect(html).toContain('alt="" loading="eager"')
  })
})
