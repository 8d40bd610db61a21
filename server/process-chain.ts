import type { ChildProcess } from 'node:child_process'

export interface ChainLink {
  name: string
  start(): Promise<ChildProcess>
  /** The signal that stops it cleanly and quickly (PostgreSQL: SIGINT, its "fast" shutdown). */
  stopSignal?: NodeJS.Signals
}

export interface ChainOptions {
  log: (message: string) => void
  /** The first wait before a restart; it doubles after each failed restart, up to MAX_RESTART_DELAY_MS. */
  restartDelayMs?: number
  /** Called once the chain runs again after a restart (new process ids). */
  onRestarted?: () => void
}

const MAX_RESTART_DELAY_MS = 30_000
/** A chain that stayed up this long after a restart starts its back-off afresh at the next death. */
const STABLE_AFTER_MS = 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const hasExited = (child: ChildProcess | null) => !child || child.exitCode !== null || child.signalCode !== null

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (hasExited(child)) return resolve()
    const killTimer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(killTimer)
      resolve()
    })
    child.kill(signal)
  })
}

/**
 * Processes that depend on the ones before them (PostgreSQL, then FerretDB on it), started in order,
 * stopped in reverse. When one dies unexpectedly it is logged, the ones after it are stopped too (a
 * FerretDB without its PostgreSQL answers every query with an internal error, where no server at all
 * makes the app answer 503), and they are started again after a back-off that doubles while restarts
 * fail.
 */
export class ProcessChain {
  private readonly children: Array<ChildProcess | null>
  private stopping = false
  private recovering: Promise<void> | null = null
  private delayMs: number
  private recoveredAt = 0

  constructor(
    private readonly links: readonly ChainLink[],
    private readonly options: ChainOptions,
  ) {
    this.children = links.map(() => null)
    this.delayMs = options.restartDelayMs ?? 500
  }

  /** The running processes' ids, by name. */
  pids(): Record<string, number | null> {
    return Object.fromEntries(this.links.map((link, i) => [link.name, this.children[i]?.pid ?? null]))
  }

  async start() {
    // Should this process end without stop() (process.exit on a fatal error), its servers end with it.
    process.once('exit', this.stopNow)
    try {
      await this.startFrom(0)
    } catch (error) {
      await this.stop()
      throw error
    }
  }

  private async startFrom(first: number) {
    for (let i = first; i < this.links.length; i++) {
      const child = await this.links[i]!.start()
      this.children[i] = child
      child.once('exit', (code, signal) => this.onExit(i, child, code, signal))
      // stop() was called while this one was starting: it is not left behind.
      if (this.stopping) return this.stopFrom(0)
    }
  }

  private onExit(index: number, child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) {
    if (this.stopping || this.children[index] !== child) return
    this.options.log(
      `${this.links[index]!.name} exited unexpectedly (${signal ?? `code ${code}`}); the site answers 503 until it is back`,
    )
    this.recovering ??= this.recover().finally(() => {
      this.recovering = null
      // A process that died while the others were being started again is recovered in turn.
      if (!this.stopping && this.children.some(hasExited)) this.recovering = this.recover().finally(() => (this.recovering = null))
    })
  }

  private async stopFrom(first: number) {
    for (let i = this.links.length - 1; i >= first; i--) {
      const child = this.children[i]
      this.children[i] = null
      if (child) await stopChild(child, this.links[i]!.stopSignal)
    }
  }

  private async recover() {
    if (Date.now() - this.recoveredAt > STABLE_AFTER_MS) this.delayMs = this.options.restartDelayMs ?? 500
    while (!this.stopping) {
      const firstDead = this.children.findIndex(hasExited)
      if (firstDead === -1) return
      await this.stopFrom(firstDead)
      this.options.log(`Restarting ${this.links.slice(firstDead).map((l) => l.name).join(' and ')} in ${this.delayMs} ms`)
      await sleep(this.delayMs)
      if (this.stopping) return
      try {
        await this.startFrom(firstDead)
        this.recoveredAt = Date.now()
        this.options.onRestarted?.()
        this.options.log(`${this.links.slice(firstDead).map((l) => l.name).join(' and ')} running again`)
      } catch (error) {
        this.options.log(`Restart failed: ${(error as Error).message}`)
        this.delayMs = Math.min(this.delayMs * 2, MAX_RESTART_DELAY_MS)
      }
    }
  }

  private readonly stopNow = () => {
    this.stopping = true
    for (let i = this.links.length - 1; i >= 0; i--) {
      const child = this.children[i]
      if (child && !hasExited(child)) child.kill(this.links[i]!.stopSignal ?? 'SIGTERM')
    }
  }

  /** Stops every process, the last started first, and restarts none of them. */
  async stop() {
    this.stopping = true
    process.removeListener('exit', this.stopNow)
    await this.stopFrom(0)
  }
}
