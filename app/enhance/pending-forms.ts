/*
 * A page that is not hydrated, with a form that posts (the contact form, the newsletter): while the
 * browser sends it, the submit button says its `data-pending-text` ("Sending…") and the form is disabled,
 * so a second press sends nothing twice, as the hydrated forms do (SubmitButton, useIsPending).
 */

const PENDING = 'pending'

function setPending(form: HTMLFormElement, button: HTMLButtonElement | null, pending: boolean) {
  if (pending) form.dataset[PENDING] = 'true'
  else delete form.dataset[PENDING]
  form.toggleAttribute('aria-busy', pending)
  for (const fieldset of form.querySelectorAll('fieldset')) fieldset.disabled = pending
  if (!button) return
  button.disabled = pending
  button.toggleAttribute('aria-disabled', pending)
  if (pending) {
    button.dataset.idleText = button.textContent ?? ''
    button.textContent = button.dataset.pendingText ?? ''
  } else if (button.dataset.idleText !== undefined) {
    button.textContent = button.dataset.idleText
  }
}

document.addEventListener('submit', (event) => {
  const form = event.target
  if (!(form instanceof HTMLFormElement) || event.defaultPrevented || form.method !== 'post') return
  if (form.dataset[PENDING]) {
    event.preventDefault()
    return
  }
  const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null
  const button = submitter?.dataset.pendingText ? submitter : form.querySelector<HTMLButtonElement>('button[data-pending-text]')
  // The browser reads the form's fields after this event: disabled now, they would not be sent.
  window.setTimeout(() => setPending(form, button, true))
})

// Back to a page the browser kept (its back-forward cache): its form can be sent again.
window.addEventListener('pageshow', (event) => {
  if (!event.persisted) return
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-pending]')) {
    setPending(form, form.querySelector<HTMLButtonElement>('button[data-pending-text]'), false)
  }
})

// A script of its own, not a module: `npm run build` wraps it in a function.
export {}
