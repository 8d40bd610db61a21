import { describe, expect, test } from 'vitest'
import { imageFallback, imageSrcSet, mediaVariantPath, type MediaImage } from './media.ts'

const image: MediaImage = {
  id: '65f000000000000000000001',
  alt: 'The committee',
  width: 1600,
  height: 1000,
  variants: [960, 160, 480].flatMap((width) => (['webp', 'jpeg'] as const).map((format) => ({ width, height: Math.round((width * 5) / 8), format }))),
}

describe('the addresses of an image', () => {
  test('each variant has a stable address by width and format', () => {
    expect(mediaVariantPath(image.id, 480, 'webp')).toBe('/media/65f000000000000000000001/480.webp')
    expect(mediaVariantPath(image.id, 160, 'jpeg')).toBe('/media/65f000000000000000000001/160.jpg')
  })

  test('srcset lists each width of one format once, narrowest first', () => {
    expect(imageSrcSet(image, 'webp')).toBe(
      '/media/65f000000000000000000001/160.webp 160w, /media/65f000000000000000000001/480.webp 480w, /media/65f000000000000000000001/960.webp 960w',
    )
    const small = { id: 'x', variants: [{ width: 160, height: 100, format: 'jpeg' as const }, { width: 300, height: 200, format: 'jpeg' as const }, { width: 300, height: 200, format: 'jpeg' as const }] }
    expect(imageSrcSet(small, 'jpeg')).toBe('/media/x/160.jpg 160w, /media/x/300.jpg 300w')
    expect(imageSrcSet(small, 'webp')).toBe('')
  })

  test('the fallback is the narrowest variant at least that wide, or the widest there is', () => {
    expect(imageFallback(image, 'jpeg', 480)?.width).toBe(480)
    expect(imageFallback(image, 'jpeg', 500)?.width).toBe(960)
    expect(imageFallback(image, 'jpeg', 2000)?.width).toBe(960)
    expect(imageFallback({ variants: [] }, 'jpeg', 480)).toBeNull()
  })
})
