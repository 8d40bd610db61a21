import fs from 'node:fs'
import { describe, expect, test } from 'vitest'
import { SERVER_V8_FLAGS } from './server-process.ts'

describe('the server\'s Node flags (decision 047)', () => {
  test('npm start, start:cluster and serve give the server the flags the bench and the tests start it with', () => {
    const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
    for (const name of ['start', 'start:cluster', 'serve']) {
      expect(scripts[name], name).toContain(`node ${SERVER_V8_FLAGS.join(' ')} build/`)
    }
  })
})
