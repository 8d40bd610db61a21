import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from '#tests/playwright-utils.ts'

const unique = () => Math.random().toString(36).slice(2, 10)

async function fillContactForm(page: Page, values: { firstName: string; lastName: string; email: string; message: string }) {
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('First Name').fill(values.firstName)
  await form.getByLabel('Last Name').fill(values.lastName)
  await form.getByLabel('Email Address').fill(values.email)
  await form.getByLabel('Subject').selectOption('membership')
  await form.getByLabel('Message').fill(values.message)
  return form
}

test.describe('from the home page to the contact form (issue 17 moved the form to /contact)', () => {
  test('the home page links to the form, which sends a message and confirms it; the form starts empty again', async ({ page }) => {
    await page.goto('/')
    await page.locator('#contact').getByRole('link', { name: 'Send us a message' }).click()
    await expect(page).toHaveURL(/\/contact#contact-form$/)
    const form = await fillContactForm(page, {
      firstName: 'Aminah',
      lastName: 'Tan',
      email: `aminah.${unique()}@example.com`,
      message: 'How do I apply for membership?',
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Message sent successfully')
    await expect(toast).toContainText("We'll get back to you as soon as possible.")
    await expect(page).toHaveURL(/\/contact#contact-form$/)
    await expect(form.getByLabel('First Name')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')
    await expectNoA11yViolations(page)
  })

  test('refuses bad input with the field messages and keeps what was typed', async ({ page, allowConsoleErrors }) => {
    // The server validates and answers 400 with the form's errors; the browser logs that status.
    allowConsoleErrors()
    await page.goto('/contact')
    const form = await fillContactForm(page, {
      firstName: '   ',
      lastName: 'Tan',
      email: 'aminah@example',
      message: 'Hello',
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('First name is required')).toBeVisible()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Email Address')).toHaveValue('aminah@example')
    await expect(form.getByLabel('Last Name')).toHaveValue('Tan')
    await expect(form.getByLabel('Subject')).toHaveValue('membership')
    await expect(form.getByLabel('Message')).toHaveValue('Hello')
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await expectNoA11yViolations(page)
  })
})

test.describe('the contact page form', () => {
  test('a training event opens its own page from /training; the contact form takes an event filled in, and it sends', async ({ page }) => {
    await page.goto('/training')
    const event = 'Breath, Air and Calm: A Practical Workshop'
    // Issue 20: the events are bookable on their own pages now.
    await page.getByRole('link', { name: `Details and registration for ${event}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: event })).toBeVisible()
    // An event that takes no registrations here links to the contact form the same way.
    await page.goto(`/contact?${new URLSearchParams({ subject: 'training', event })}#contact-form`)
    const form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form.getByLabel('Subject')).toHaveValue('training')
    await expect(form.getByLabel('Message')).toHaveValue(`I would like to register for ${event}.`)

    await form.getByLabel('First Name').fill('Rajesh')
    await form.getByLabel('Last Name').fill('Kumar')
    await form.getByLabel('Email Address').fill(`rajesh.${unique()}@example.com`)
    await form.getByLabel('Phone Number').fill('+60 12-345 6789')
    await form.getByLabel(/newsletter/).check()
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(page.getByTestId('toast')).toContainText('Message sent successfully')
    await expect(page).toHaveURL(/\/contact#contact-form$/)
    await expect(form.getByLabel('First Name')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')
    await expect(form.getByLabel('Subject')).toHaveValue('')
    await expect(form.getByLabel(/newsletter/)).not.toBeChecked()
  })

  test('asks for a subject and a real phone number, keeping everything typed', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the server's 400 answer
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await form.getByLabel('First Name').fill('Rajesh')
    await form.getByLabel('Last Name').fill('  ')
    await form.getByLabel('Email Address').fill(`rajesh.${unique()}@example.com`)
    await form.getByLabel('Phone Number').fill('call me')
    await form.getByLabel('Subject').selectOption('media')
    await form.getByLabel('Message').fill('A question from the press.')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Last name is required')).toBeVisible()
    await expect(form.getByText('Please enter a valid phone number')).toBeVisible()
    await expect(form.getByLabel('First Name')).toHaveValue('Rajesh')
    await expect(form.getByLabel('Phone Number')).toHaveValue('call me')
    await expect(form.getByLabel('Subject')).toHaveValue('media')
    await expect(form.getByLabel('Message')).toHaveValue('A question from the press.')
    await expectNoA11yViolations(page)
  })
})

test.describe('the newsletter', () => {
  test('subscribing is confirmed, the same way the second time', async ({ page }) => {
    const email = `reader.${unique()}@example.com`
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto('/news')
      const form = page.getByRole('form', { name: 'Subscribe to our newsletter' })
      await form.getByLabel('Email address').fill(email)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await expect(page.getByTestId('toast')).toContainText('Please confirm your subscription')
      await expect(page).toHaveURL(/\/news#newsletter$/)
      await expect(form.getByLabel('Email address')).toHaveValue('')
    }
    await expectNoA11yViolations(page)
  })

  test('an invalid address is refused with the spec message', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors() // the server's 400 answer
    await page.goto('/news')
    const form = page.getByRole('form', { name: 'Subscribe to our newsletter' })
    await form.getByLabel('Email address').fill('reader@nowhere')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByText('Invalid email address')).toBeVisible()
    await expect(form.getByLabel('Email address')).toHaveValue('reader@nowhere')
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await expectNoA11yViolations(page)
  })
})
