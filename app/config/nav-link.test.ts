import { expect, test } from 'vitest'
import { isAdminPath } from './nav-link.ts'

test('the administration’s pages have their own header; the public pages do not', () => {
  for (const path of ['/admin', '/admin/', '/admin/members', '/admin/events/abc/check-in', '/admin-content', '/admin-content/news/new']) {
    expect(isAdminPath(path), path).toBe(true)
  }
  for (const path of ['/', '/about', '/administration', '/admins', '/admin-contents', '/member-dashboard', '/api/admin/members']) {
    expect(isAdminPath(path), path).toBe(false)
  }
})
