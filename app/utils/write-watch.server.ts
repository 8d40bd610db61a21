import mongoose, { type mongo } from 'mongoose'
import { storeNewDataRevision } from '#app/models/data-revision.server.ts'
import { requestValue, setRequestValue } from './request-scope.server.ts'
import { singleton } from './singleton.server.ts'

/**
 * Every write this process makes to the database stores a new data revision once it is done
 * (models/data-revision.server.ts), so that a signed-in page kept as HTML is never served after the data
 * it shows changed, in this process or another. Watched in the driver (command monitoring), not in
 * Mongoose's middleware, so that no write can pass by: a model's, a raw collection's or GridFS's.
 *
 * The revisions of many writes are stored together: while one is being stored, the writes that finish
 * share one more, stored after it. `writesSettled()` waits until every write finished so far is
 * covered; a request that wrote waits for it before it is answered (server/write-pause.ts), so that the
 * next request, whichever process takes it, reads the new revision.
 */
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify'])

const watch = singleton('write-watch', () => ({
  /** The write commands on their way (by request id). */
  writing: new Set<number>(),
  ignored: new Set<string>(),
  clients: new WeakSet<mongo.MongoClient>(),
  /** The revision being stored. */
  storing: null as Promise<void> | null,
  /** The one to store after it, for the writes that finished since it began. */
  queued: null as Promise<void> | null,
}))

function storeRevision(): Promise<void> {
  const storing = storeNewDataRevision()
    .catch((error: Error) => {
      // The database is away: kept pages expire by age (a minute) all the same. A process that is closing
      // its connection (a test file's end, a shutdown) has nothing left to keep pages for: not said.
      if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) {
        console.error('Storing the data revision failed:', error.message)
      }
    })
    .finally(() => {
      if (watch.storing === storing) watch.storing = null
    })
  watch.storing = storing
  return storing
}

function requestRevision() {
  // A revision that is not being stored yet will cover this write as well.
  if (watch.queued) return
  if (!watch.storing) {
    void storeRevision()
    return
  }
  const queued = watch.storing.then(() => {
    watch.queued = null
    return storeRevision()
  })
  watch.queued = queued
}

/**
 * Watches the writes of a client connected with `monitorCommands: true`; writes to `ignoredCollections`
 * (the revision's own, and records no page shows such as rate-limit slots) store no revision.
 */
export function watchWrites(client: mongo.MongoClient, ignoredCollections: readonly string[]): void {
  for (const name of ignoredCollections) watch.ignored.add(name)
  if (watch.clients.has(client)) return
  watch.clients.add(client)
  client.on('commandStarted', (event: mongo.CommandStartedEvent) => {
    if (WRITE_COMMANDS.has(event.commandName) && !watch.ignored.has(String(event.command[event.commandName]))) {
      watch.writing.add(event.requestId)
      // The driver starts a command inside the operation's own async context: the request that wrote.
      setRequestValue(WROTE, true)
    }
  })
  // A failed write may have changed some documents (an unordered insert of several): it counts too.
  const finished = (event: mongo.CommandSucceededEvent | mongo.CommandFailedEvent) => {
    if (watch.writing.delete(event.requestId)) requestRevision()
  }
  client.on('commandSucceeded', finished)
  client.on('commandFailed', finished)
}

const WROTE = 'wrote-to-the-database'

/** Whether this request has written (what a page or the API answers waits for, and only then). */
export function requestWrote(): boolean {
  return requestValue<boolean>(WROTE) === true
}

/** Resolves once the stored revision covers every write finished before the call. */
export async function writesSettled(): Promise<void> {
  await (watch.queued ?? watch.storing)
}
