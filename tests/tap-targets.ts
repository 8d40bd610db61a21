import type { Page } from '@playwright/test'

/**
 * Tap targets on a 390 px phone (issue 17; WCAG 2.5.5): every link, button, checkbox, radio button,
 * select and disclosure a person can see is at least 44x44 px, measured as the browser lays it out.
 * Exempt, as WCAG allows: a link inside running text (a paragraph or label with words besides the link). A
 * checkbox or radio button that is drawn by its label (visually hidden, `sr-only`) is measured by its
 * label, which is what a finger presses; one with a visible box counts its label's area too.
 */
export const MIN_SIZE = 44

export interface Offender {
  target: string
  width: number
  height: number
}

/** The visible tap targets smaller than 44x44 px, each with a short description to find it by. */
export async function smallTapTargets(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const visibleBox = (element: Element) => {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return null
      // A visually hidden element (sr-only, as the skip link until it has focus) is clipped away.
      if (getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)') return null
      const box = element.getBoundingClientRect()
      // A visually hidden element (sr-only) is 1x1 px and clipped: nothing to press.
      if (box.width <= 1 || box.height <= 1) return null
      return box
    }
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A') return false
      // A sentence: a paragraph, or a checkbox's label ("I accept the <privacy notice>").
      const paragraph = element.closest('p, label')
      if (!paragraph) return false
      const own = (element.textContent ?? '').replace(/\s+/g, '')
      return (paragraph.textContent ?? '').replace(/\s+/g, '').length > own.length
    }
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim()
      const where = element.closest('header, footer, main, nav, [role=region]')
      const area = where ? `${where.tagName.toLowerCase()}${where.id ? `#${where.id}` : ''}` : 'page'
      const kind = element instanceof HTMLInputElement ? `input[type=${element.type}]` : element.tagName.toLowerCase()
      const href = element.getAttribute('href')
      return `${area} ${kind} "${name.slice(0, 60)}"${href ? ` → ${href}` : ''}`
    }
    const offenders: Array<{ target: string; width: number; height: number }> = []
    const selector = 'a, button, input[type=checkbox], input[type=radio], select, summary'
    for (const element of document.querySelectorAll(selector)) {
      if (inRunningText(element)) continue
      let width = 0
      let height = 0
      const boxes = [visibleBox(element)]
      if (element instanceof HTMLInputElement) boxes.push(...[...(element.labels ?? [])].map(visibleBox))
      const shown = boxes.filter((box): box is DOMRect => box !== null)
      if (!shown.length) continue
      for (const box of shown) {
        width = Math.max(width, box.width)
        height = Math.max(height, box.height)
      }
      // Sub-pixel layout: 43.99 px is 44 px on the screen.
      if (Math.round(width) < min || Math.round(height) < min) {
        offenders.push({ target: describe(element), width: Math.round(width), height: Math.round(height) })
      }
    }
    return offenders
  }, MIN_SIZE)
}
