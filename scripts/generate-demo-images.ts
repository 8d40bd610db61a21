// `npx tsx scripts/generate-demo-images.ts` draws the demo pictures into app/seed/images/: abstract
// portraits (no real person's face), illustrations for news and galleries, and partner marks. Drawn
// as SVG by this script and rasterised by sharp, from a fixed seed: the same files on every machine,
// a few hundred KB in all, and ours to publish. The seed (app/seed/demo-media.ts) stores them in
// GridFS through the upload pipeline. Run it again only to change the pictures; commit what it writes.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { DEMO_IMAGES, DEMO_IMAGES_DIR, type DemoImage } from '#app/seed/demo-media.ts'

/** A small deterministic generator (mulberry32), so every run draws the same pictures. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const seedOf = (key: string) => [...key].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261)
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360}, ${Math.round(s)}%, ${Math.round(l)}%)`

/** Head and shoulders in flat colour before a soft two-colour background: a person, nobody in particular. */
function portrait(key: string, width: number, height: number) {
  const r = random(seedOf(key))
  const hue = r() * 360
  const skin = [hsl(25, 45, 72), hsl(28, 40, 58), hsl(22, 38, 44), hsl(30, 35, 34)][Math.floor(r() * 4)]!
  const cloth = hsl(hue + 150 + r() * 60, 45, 35 + r() * 15)
  const hair = hsl(20 + r() * 20, 30, 10 + r() * 20)
  const scarf = r() < 0.4
  const cx = width / 2
  const headR = width * (0.17 + r() * 0.02)
  const headY = height * 0.42
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 55, 82)}"/><stop offset="1" stop-color="${hsl(hue + 40, 50, 62)}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * (0.15 + r() * 0.7)}" cy="${height * (0.1 + r() * 0.3)}" r="${width * (0.2 + r() * 0.2)}" fill="${hsl(hue + 20, 60, 90)}" opacity="0.35"/>
  <path d="M ${cx - width * 0.42} ${height} Q ${cx - width * 0.4} ${height * 0.66} ${cx} ${height * 0.64} Q ${cx + width * 0.4} ${height * 0.66} ${cx + width * 0.42} ${height} Z" fill="${cloth}"/>
  <rect x="${cx - headR * 0.35}" y="${headY + headR * 0.7}" width="${headR * 0.7}" height="${headR * 0.7}" fill="${skin}"/>
  ${scarf ? `<path d="M ${cx - headR * 1.3} ${headY} Q ${cx - headR * 1.4} ${headY - headR * 1.5} ${cx} ${headY - headR * 1.45} Q ${cx + headR * 1.4} ${headY - headR * 1.5} ${cx + headR * 1.3} ${headY} L ${cx + headR * 1.9} ${headY + headR * 2.4} Q ${cx} ${headY + headR * 2.8} ${cx - headR * 1.9} ${headY + headR * 2.4} Z" fill="${hsl(hue + 200, 40, 45)}"/>` : `<ellipse cx="${cx}" cy="${headY - headR * 0.35}" rx="${headR * 1.08}" ry="${headR * 0.85}" fill="${hair}"/>`}
  <circle cx="${cx}" cy="${headY}" r="${scarf ? headR * 0.9 : headR}" fill="${skin}"/>
</svg>`
}

/** Twelve figures in two rows before a wall: a group, nobody in particular. */
function group(key: string, width: number, height: number) {
  const r = random(seedOf(key))
  const hue = r() * 360
  const skins = [hsl(25, 45, 72), hsl(28, 40, 58), hsl(22, 38, 44), hsl(30, 35, 34)]
  const figure = (cx: number, baseY: number, scale: number) => {
    const headR = 34 * scale
    const skin = skins[Math.floor(r() * skins.length)]!
    const cloth = hsl(hue + 120 + r() * 120, 40, 30 + r() * 25)
    return `<path d="M ${cx - 70 * scale} ${baseY} Q ${cx - 66 * scale} ${baseY - 95 * scale} ${cx} ${baseY - 100 * scale} Q ${cx + 66 * scale} ${baseY - 95 * scale} ${cx + 70 * scale} ${baseY} Z" fill="${cloth}"/>
  <ellipse cx="${cx}" cy="${baseY - 150 * scale}" rx="${headR * 1.05}" ry="${headR * 0.8}" fill="${hsl(20, 30, 10 + r() * 20)}"/>
  <circle cx="${cx}" cy="${baseY - 135 * scale}" r="${headR}" fill="${skin}"/>`
  }
  const back = Array.from({ length: 6 }, (_, i) => figure(width * (0.14 + i * 0.145), height * 0.72, 1))
  const front = Array.from({ length: 6 }, (_, i) => figure(width * (0.09 + i * 0.165), height * 1.0, 1.15))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${hsl(hue, 30, 86)}"/>
  <rect y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="${hsl(hue + 20, 25, 74)}"/>
  ${back.join('\n  ')}
  ${front.join('\n  ')}
</svg>`
}

/** Overlapping waves and circles: energy, calm, a place; for news and galleries. */
function illustration(key: string, width: number, height: number) {
  const r = random(seedOf(key))
  const hue = r() * 360
  const waves = Array.from({ length: 5 }, (_, i) => {
    const y = height * (0.35 + i * 0.13)
    const a = height * (0.04 + r() * 0.08)
    return `<path d="M 0 ${y} C ${width * 0.25} ${y - a} ${width * 0.5} ${y + a} ${width * 0.75} ${y - a * 0.5} S ${width} ${y + a} ${width} ${y} L ${width} ${height} L 0 ${height} Z" fill="${hsl(hue + i * 18, 45, 70 - i * 9)}" opacity="0.85"/>`
  }).join('\n  ')
  const suns = Array.from({ length: 3 }, () => `<circle cx="${width * r()}" cy="${height * r() * 0.5}" r="${height * (0.05 + r() * 0.15)}" fill="${hsl(hue + 180 + r() * 40, 70, 85)}" opacity="0.6"/>`).join('\n  ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hsl(hue + 200, 50, 88)}"/><stop offset="1" stop-color="${hsl(hue + 170, 45, 75)}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  ${suns}
  ${waves}
</svg>`
}

/** A partner's mark: a ring and a leaf or a star in two colours, on white. */
function mark(key: string, width: number, height: number) {
  const r = random(seedOf(key))
  const hue = r() * 360
  const cx = width / 2
  const cy = height / 2
  const size = Math.min(width, height) * 0.38
  const petals = 3 + Math.floor(r() * 5)
  const leaf = Array.from({ length: petals }, (_, i) => {
    const angle = (360 / petals) * i
    return `<ellipse cx="${cx}" cy="${cy - size * 0.45}" rx="${size * 0.18}" ry="${size * 0.45}" fill="${hsl(hue + i * 12, 60, 45)}" opacity="0.8" transform="rotate(${angle} ${cx} ${cy})"/>`
  }).join('\n  ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#ffffff"/>
  <circle cx="${cx}" cy="${cy}" r="${size}" fill="none" stroke="${hsl(hue + 180, 50, 35)}" stroke-width="${size * 0.1}"/>
  ${leaf}
</svg>`
}

const DRAW: Record<DemoImage['style'], (key: string, width: number, height: number) => string> = { portrait, group, illustration, mark }

async function main() {
  fs.mkdirSync(DEMO_IMAGES_DIR, { recursive: true })
  let total = 0
  for (const image of DEMO_IMAGES) {
    const svg = DRAW[image.style](image.key, image.width, image.height)
    const bytes = await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toBuffer()
    fs.writeFileSync(path.join(DEMO_IMAGES_DIR, image.file), bytes)
    total += bytes.length
  }
  console.log(`Wrote ${DEMO_IMAGES.length} pictures, ${Math.round(total / 1024)} KB, to ${DEMO_IMAGES_DIR}`)
  await writeHomeHeroImages()
}

/**
 * The home page's hero photo (components/home/hero.tsx) is the committee's group picture, served as a
 * static file in two widths and two formats: the hero shows it before any database content exists, and a
 * phone fetches at most the 960 px WebP (about 11 KB).
 */
async function writeHomeHeroImages() {
  const dir = path.join('public', 'images', 'home')
  fs.mkdirSync(dir, { recursive: true })
  const source = path.join(DEMO_IMAGES_DIR, 'committee-group.webp')
  for (const width of [480, 960]) {
    const resized = sharp(source).resize(width)
    await resized.clone().webp({ quality: 72 }).toFile(path.join(dir, `community-${width}.webp`))
    await resized.clone().jpeg({ quality: 72, mozjpeg: true, progressive: true }).toFile(path.join(dir, `community-${width}.jpg`))
  }
  console.log(`Wrote the home page's hero photo to ${dir}`)
}

await main()
