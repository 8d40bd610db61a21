import mongoose from 'mongoose'
import { expect, test } from 'vitest'
import { isDbUnavailableError } from './db.server.ts'

test('the driver errors of a database that is away count, subclasses with names of their own too', () => {
  // As the driver's PoolClearedOnNetworkError: a MongoNetworkError under another name.
  class PoolClearedOnNetworkError extends mongoose.mongo.MongoNetworkError {
    override get name() {
      return 'PoolClearedOnNetworkError'
    }
  }
  expect(isDbUnavailableError(new PoolClearedOnNetworkError('connection closed'))).toBe(true)
  expect(isDbUnavailableError(new mongoose.mongo.MongoNetworkError('connect ECONNREFUSED'))).toBe(true)
  expect(isDbUnavailableError(new mongoose.mongo.MongoNotConnectedError('not connected'))).toBe(true)
  const socketEnded = Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' })
  expect(isDbUnavailableError(socketEnded)).toBe(true)
  expect(isDbUnavailableError(new mongoose.Error('Operation `users.findOne()` buffering timed out after 3000ms'))).toBe(true)
  // What FerretDB answers (measured) while its PostgreSQL is away.
  const backendGone = new mongoose.mongo.MongoServerError({
    message: '[msg_find.go:168] [collection.go:360 postgresql.(*collection).Query] write failed: write unix @->/x/.s.PGSQL.5432: write: broken pipe',
    code: 1,
    codeName: 'InternalError',
  })
  expect(isDbUnavailableError(backendGone)).toBe(true)
})

test('other errors, the database answering with a fault of the request among them, do not', () => {
  expect(isDbUnavailableError(new Error('boom'))).toBe(false)
  expect(isDbUnavailableError(new mongoose.mongo.MongoServerError({ message: 'E11000 duplicate key', code: 11000 }))).toBe(false)
  expect(isDbUnavailableError('MongoNetworkError')).toBe(false)
  expect(isDbUnavailableError(new mongoose.mongo.MongoServerError({ message: 'unexpected value', code: 1 }))).toBe(false)
})
