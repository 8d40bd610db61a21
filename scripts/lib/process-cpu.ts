import fs from 'node:fs'

/**
 * CPU time (user + system, in ms) used so far by the given processes and all their descendants, read from
 * /proc (Linux). The bench divides its growth during a run by the requests served: unlike requests per
 * second, that figure hardly moves when other work shares the machine. A child that exits moves its time
 * into its parent's "children" figures, which are counted too, so nothing is lost between two readings.
 * Answers null where /proc is missing.
 */
export function cpuMsOfProcessTrees(rootPids: readonly number[]): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null
  const parentOf = new Map<number, number>()
  const cpuOf = new Map<number, number>()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(Number(entry))
    if (!stat) continue
    parentOf.set(Number(entry), stat.parent)
    cpuOf.set(Number(entry), stat.cpuMs)
  }
  const roots = new Set(rootPids)
  const inTree = (pid: number): boolean => {
    for (let current: number | undefined = pid; current && current > 1; current = parentOf.get(current)) {
      if (roots.has(current)) return true
    }
    return false
  }
  let total = 0
  for (const [pid, cpuMs] of cpuOf) if (inTree(pid)) total += cpuMs
  return total
}

function readStat(pid: number): { parent: number; cpuMs: number } | null {
  try {
    // Fields after the command name, which may itself hold spaces and parentheses.
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
    // Linux reports in clock ticks of 1/100 s on every platform Node supports.
    return { parent: Number(fields[1]), cpuMs: ticks * 10 }
  } catch {
    return null // gone between listing and reading
  }
}
