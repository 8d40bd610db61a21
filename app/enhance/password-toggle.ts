/*
 * A page that is not hydrated, with a password field (sign in, register, a new password): the field's
 * show/hide button, which the server draws hidden (components/forms.tsx, PasswordField), appears and
 * works, as it does with React.
 */

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-password-toggle]')) {
  const input = document.getElementById(button.getAttribute('aria-controls') ?? '')
  const label = button.querySelector('[data-password-toggle-label]')
  if (!(input instanceof HTMLInputElement) || !label) continue
  input.classList.add('pr-16')
  button.hidden = false
  button.addEventListener('click', () => {
    const show = input.type === 'password'
    input.type = show ? 'text' : 'password'
    button.setAttribute('aria-pressed', String(show))
    label.textContent = (show ? button.dataset.hideText : button.dataset.showText) ?? ''
  })
}

// A script of its own, not a module: `npm run build` wraps it in a function.
export {}
