import { cn } from '#app/components/class-names.ts'
import { imageFallback, imageSrcSet, mediaVariantPath, type MediaImage as StoredImage } from '#app/domain/media.ts'

/**
 * A stored image (services/media.server.ts `toMediaImage`) as a `<picture>`: WebP for the browsers
 * that take it, JPEG for the rest, each width in `srcset` so that the browser fetches the one `sizes`
 * asks for; `width` and `height` from the picture itself, so that the page keeps its place while it
 * loads; lazy unless it is above the fold (`priority`).
 *
 * `alt`: the image's own description unless given; `decorative` for a picture that adds nothing to
 * the text beside it (`alt=""`, and assistive technology skips it).
 */
export function MediaImage({
  image,
  sizes,
  alt,
  decorative = false,
  priority = false,
  className,
}: {
  image: StoredImage
  /** Which width the image takes in the layout, e.g. `(min-width: 768px) 33vw, 100vw`. */
  sizes: string
  alt?: string
  decorative?: boolean
  /** Above the fold: fetched at once rather than when scrolled to. */
  priority?: boolean
  className?: string
}) {
  const fallback = imageFallback(image, 'jpeg', 480)
  if (!fallback) return null
  return (
    <picture>
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <img
        src={mediaVariantPath(image.id, fallback.width, 'jpeg')}
        srcSet={imageSrcSet(image, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : (alt ?? image.alt)}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className={cn('h-auto max-w-full', className)}
      />
    </picture>
  )
}
