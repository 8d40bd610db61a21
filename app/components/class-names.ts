/** The class names that are set, joined: `cn('card', isOpen && 'open')`. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ')
}
