import path from 'node:path'

/** Where a journey run keeps which pages axe has audited; emptied by the global set-up at every run. */
export const AXE_AUDITED_DIR = path.resolve('test-results/.axe-audited')
