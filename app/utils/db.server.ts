import mongoose from 'mongoose'

mongoose.set('strictQuery', true)
// Fail a query within seconds while the database is away, so a page can answer 503 instead of hanging.
mongoose.set('bufferTimeoutMS', 3_000)
// Mongoose otherwise captures a stack trace at every query, kept only to explain a query run twice (which
// the code never does): about 2 % of a dashboard request's CPU (issue 31).
mongoose.set('skipOriginalStackTraces', true)

export const DEFAULT_DB_NAME = 'empam'

/** Connects the one Mongoose connection of this process; a database named in the URI wins over dbName. */
export async function connectDb(uri: string, dbName = DEFAULT_DB_NAME) {
  if (mongoose.connection.readyState === 1) return mongoose.connection
  if (mongoose.connection.listenerCount('error') === 0) {
    // Without a listener an 'error' event would crash the process; the driver reconnects by itself.
    mongoose.connection.on('error', (error) => console.error('Database connection error:', error.message))
  }
  const hasDbInUri = /^mongodb(\+srv)?:\/\/[^/]+\/[^/?]+/.test(uri)
  await mongoose.connect(uri, {
    ...(hasDbInUri ? {} : { dbName }),
    serverSelectionTimeoutMS: 3_000,
    heartbeatFrequencyMS: 2_000,
    maxPoolSize: 20,
  })
  return mongoose.connection
}

export async function disconnectDb() {
  await mongoose.disconnect()
}

/** True when the database answers a ping within the time limit. */
export async function pingDb(timeoutMs = 1_500): Promise<boolean> {
  const db = mongoose.connection.db
  if (mongoose.connection.readyState !== 1 || !db) return false
  let timer: NodeJS.Timeout | undefined
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('ping timed out')), timeoutMs)
    })
    await Promise.race([db.admin().ping(), timeout])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

// By class, so that the driver's subclasses count too: a pool cleared by a dropped connection throws
// PoolClearedOnNetworkError, a MongoNetworkError whose name is its own.
const UNAVAILABLE_ERRORS = [
  mongoose.mongo.MongoNetworkError,
  mongoose.mongo.MongoServerSelectionError,
  mongoose.mongo.MongoNotConnectedError,
  mongoose.mongo.MongoTopologyClosedError,
  mongoose.mongo.MongoServerClosedError,
]

const SOCKET_GONE_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED'])

/** Whether an error means "the database is away for now" (answer 503) rather than a bug (500). */
export function isDbUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (UNAVAILABLE_ERRORS.some((kind) => error instanceof kind)) return true
  // A write to the database's socket just after it went away can surface as Node's own error ("This
  // socket has been ended by the other party"), not wrapped by the driver.
  if (SOCKET_GONE_CODES.has((error as NodeJS.ErrnoException).code ?? '')) return true
  // FerretDB answering while its PostgreSQL is away (the embedded server stops FerretDB as soon as it
  // sees that, but a query may land in between): an InternalError naming the lost connection.
  if ((error as { code?: unknown }).code === 1 && /PGSQL|postgres|connection refused|broken pipe|failed to connect|connection reset/i.test(error.message)) {
    return true
  }
  // Mongoose's own buffering timeout while disconnected.
  return error.name === 'MongooseError' && /buffering timed out|Client must be connected/i.test(error.message)
}
