/*
 * The directory (/find-practitioner), which is not hydrated: what React did there, in plain script.
 * - Results follow the visitor's typing (after a pause) and choices: the page at the new address is
 *   fetched and its results put in place of these, and the address replaced, so that it stays
 *   shareable without filling the back button. Search pressed adds a history entry.
 * - While new results load, six placeholder cards stand in for them and the region is busy.
 * - "Load More Practitioners" appends the next cards in place, and focus moves to the first new one.
 * - Back and forward show the results of the address they lead to.
 * - The folded filters' summary (a phone's) says what is chosen as the choices change.
 * The page without this script is complete: a GET form, and a link for the next page. The markup it
 * works on is marked with `data-directory-*` (routes/find-practitioner/route.tsx).
 */

/** How long typing must pause before the results follow it (as components/directory/directory-search-form.tsx). */
const SEARCH_DEBOUNCE_MS = 300

const form = document.querySelector<HTMLFormElement>('form[data-live-search]')

function region(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-directory-results]')
}

let request: AbortController | null = null
let typingTimer = 0

/** The address the form asks for, empty fields left out, and the distance without a place (as `directorySearchPath`). */
function formAddress(searchForm: HTMLFormElement): string {
  const url = new URL(searchForm.action)
  const data = new FormData(searchForm)
  const near = String(data.get('near') ?? '').trim()
  for (const [name, value] of data) {
    const text = String(value).trim()
    if (text && (name !== 'radius' || near)) url.searchParams.set(name, text)
  }
  return `${url.pathname}${url.search}`
}

const currentAddress = () => `${location.pathname}${location.search}`

/** The page at `address`, parsed; null when it could not be fetched, or when a newer request replaced this one. */
async function fetchPage(address: string): Promise<Document | null | 'superseded'> {
  request?.abort()
  const controller = new AbortController()
  request = controller
  try {
    const response = await fetch(address, { signal: controller.signal, headers: { accept: 'text/html' } })
    const html = await response.text()
    return response.ok ? new DOMParser().parseFromString(html, 'text/html') : null
  } catch {
    return controller.signal.aborted ? 'superseded' : null
  }
}

function setBusy(results: HTMLElement, busy: boolean) {
  results.setAttribute('aria-busy', String(busy))
}

/** New results for the form's address: placeholders meanwhile, then the fetched page's results. */
async function showResults(address: string, historyEntry: 'push' | 'replace' | 'none') {
  const results = region()
  if (!results) return
  setBusy(results, true)
  const status = results.querySelector('[data-directory-status]')
  if (status) status.textContent = results.dataset.searchingText ?? ''
  const list = results.querySelector('[data-directory-list]')
  const skeleton = results.querySelector<HTMLTemplateElement>('template[data-directory-skeleton]')
  if (list && skeleton) list.replaceChildren(skeleton.content.cloneNode(true))
  results.querySelector<HTMLElement>('[data-directory-more]')?.setAttribute('hidden', '')

  const page = await fetchPage(address)
  if (page === 'superseded') return
  const fresh = page?.querySelector<HTMLElement>('[data-directory-results]')
  if (!fresh) {
    // The server could not be reached this way: let the browser load the page itself.
    location.assign(address)
    return
  }
  results.replaceWith(fresh)
  if (historyEntry === 'push') history.pushState(null, '', address)
  else if (historyEntry === 'replace') history.replaceState(null, '', address)
}

/**
 * "Load More": the next page's cards appended (a page holds its own cards only, so earlier ones are not
 * sent again), the range and page links brought in step, focus on the first new card. The address stays:
 * the numbered links below are the way to a page of its own.
 */
async function loadMore(link: HTMLAnchorElement) {
  const results = region()
  const list = results?.querySelector('[data-directory-list] > ul')
  if (!results || !list || results.getAttribute('aria-busy') === 'true') return
  const address = `${link.pathname}${link.search}`
  setBusy(results, true)
  link.setAttribute('aria-disabled', 'true')
  link.textContent = results.dataset.loadingMoreText ?? ''

  const page = await fetchPage(address)
  if (page === 'superseded') return
  const fresh = page?.querySelector<HTMLElement>('[data-directory-results]')
  const freshItems = [...(fresh?.querySelectorAll('[data-directory-list] > ul > li') ?? [])]
  if (!fresh || freshItems.length === 0) {
    location.assign(link.href)
    return
  }
  const firstShown = results.querySelector<HTMLElement>('[data-directory-range]')?.dataset.from
  list.append(...freshItems)
  const more = results.querySelector('[data-directory-more]')
  const freshMore = fresh.querySelector('[data-directory-more]')
  if (more && freshMore) more.replaceWith(freshMore)
  const range = results.querySelector<HTMLElement>('[data-directory-range]')
  if (range && firstShown && range.dataset.template) {
    range.textContent = range.dataset.template.replace('{from}', firstShown).replace('{to}', range.dataset.to ?? '')
    range.dataset.from = firstShown
  }
  setBusy(results, false)
  freshItems[0]?.querySelector<HTMLAnchorElement>('h3 a')?.focus()
}

/** The folded filters' summary (a phone's): what is chosen now, else what there is to choose. */
function describeFilters(searchForm: HTMLFormElement) {
  const label = searchForm.querySelector<HTMLElement>('[data-filters-chosen]')
  if (!label) return
  const chosen = [...searchForm.querySelectorAll<HTMLSelectElement>('details select')].filter((select) => select.value).map((select) => select.selectedOptions[0]?.text ?? select.value)
  label.textContent = chosen.length ? chosen.join(', ') : (label.dataset.none ?? '')
  label.toggleAttribute('data-active', chosen.length > 0)
}

/** The form's fields as the address says, except the one being typed in. */
function syncFields(searchForm: HTMLFormElement) {
  const params = new URLSearchParams(location.search)
  for (const field of searchForm.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) {
    if (field !== document.activeElement) field.value = params.get(field.name) ?? ''
  }
}

if (form) {
  const searchForm = form
  const follow = () => {
    window.clearTimeout(typingTimer)
    const address = formAddress(searchForm)
    if (address !== currentAddress()) void showResults(address, 'replace')
  }
  searchForm.addEventListener('input', (event) => {
    if (!(event.target instanceof HTMLInputElement)) return
    window.clearTimeout(typingTimer)
    typingTimer = window.setTimeout(follow, SEARCH_DEBOUNCE_MS)
  })
  searchForm.addEventListener('change', (event) => {
    if (!(event.target instanceof HTMLSelectElement)) return
    describeFilters(searchForm)
    follow()
  })
  searchForm.addEventListener('submit', (event) => {
    event.preventDefault()
    window.clearTimeout(typingTimer)
    const address = formAddress(searchForm)
    // Search pressed after the typing already applied: fresh results, no second history entry.
    void showResults(address, address === currentAddress() ? 'replace' : 'push')
  })
  window.addEventListener('popstate', () => {
    syncFields(searchForm)
    describeFilters(searchForm)
    void showResults(currentAddress(), 'none')
  })
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-load-more]') : null
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void loadMore(link)
  })
}

// A script of its own, not a module: `npm run build` wraps it in a function.
export {}
