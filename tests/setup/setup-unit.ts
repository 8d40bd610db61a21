import { prepareTestEnv } from './test-env.ts'
import './fail-on-console-error.ts'

prepareTestEnv()
