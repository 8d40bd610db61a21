/**
 * Named places between the steps of a multi-step write (a payment: its number, its receipt, the invoice
 * paid, the membership extended), where a test makes the next pass fail once, as a database error or a
 * process dying there would (issue 30). Nothing is armed outside tests; a pass through an unarmed point
 * costs one Set lookup. Plain TypeScript in domain/, so that a model's step may be a point too (issue 31:
 * a member's kept CPD figures) without an exception to the layers.
 */
const armed = new Set<string>()

export class InjectedFault extends Error {
  constructor(point: string) {
    super(`injected failure at ${point}`)
    this.name = 'InjectedFault'
  }
}

/** Throws once, the next time the code passes `point`. */
export function failOnceAt(point: string) {
  armed.add(point)
}

export function faultPoint(point: string) {
  if (armed.delete(point)) throw new InjectedFault(point)
}

export function disarmFaults() {
  armed.clear()
}
