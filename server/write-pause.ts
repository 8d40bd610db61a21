import { json, type ServerBuild } from '@remix-run/node'
import type { NextFunction, Request, Response } from 'express'
import mongoose from 'mongoose'
import onHeaders from 'on-headers'
import { wrapRouteFunctions } from './route-functions.ts'

/**
 * A pause of every write while `npm run backup` copies the database document by document (MONGODB_URI,
 * or an embedded server other than PostgreSQL, whose own pg_dump needs no pause): the backup stores a
 * flag in the database that every app process shares, waits for writes already under way to finish,
 * copies, and removes the flag. Meanwhile every action (a form post, a JSON write) answers 503 with
 * Retry-After; pages and reads go on. The flag carries its own end, so a backup that dies leaves the
 * site writable again when it passes.
 */

export const MAINTENANCE_COLLECTION = 'maintenance'
export const WRITE_PAUSE_ID = 'writes-paused'
export const WRITE_PAUSE_MESSAGE = 'The site is saving a backup of its records. Please try again in a minute.'

interface WritePause {
  _id: string
  until: Date
  reason: string
}

type Db = mongoose.mongo.Db

const pauses = (db: Db) => db.collection<WritePause>(MAINTENANCE_COLLECTION)

export async function pauseWrites(db: Db, { seconds, reason }: { seconds: number; reason: string }) {
  const until = new Date(Date.now() + seconds * 1000)
  await pauses(db).replaceOne({ _id: WRITE_PAUSE_ID }, { until, reason }, { upsert: true })
}

export async function resumeWrites(db: Db) {
  await pauses(db).deleteOne({ _id: WRITE_PAUSE_ID })
}

/** Whole seconds the current pause has left, or 0 when writes are allowed. */
export async function writePauseSecondsLeft(db: Db): Promise<number> {
  const pause = await pauses(db).findOne({ _id: WRITE_PAUSE_ID })
  const left = pause ? pause.until.getTime() - Date.now() : 0
  return left > 0 ? Math.ceil(left / 1000) : 0
}


/** How long a client is told to wait: the pause's rest, but never more than a minute (most take seconds). */
const retryAfter = (secondsLeft: number) => String(Math.min(60, Math.max(1, secondsLeft)))

/**
 * The build with every action refusing to run while writes are paused: one `_id` read of the shared
 * flag per action (reads of pages are not touched). A thrown Response keeps its status: pages show
 * their 503 view, the API answers JSON.
 */
export function refuseWritesWhilePaused(build: ServerBuild): ServerBuild {
  return wrapRouteFunctions(build, (fn, kind) => {
    if (kind === 'loader') return fn
    return async (args: never) => {
      const db = mongoose.connection.db
      const secondsLeft = db ? await writePauseSecondsLeft(db) : 0
      if (secondsLeft > 0) {
        throw json({ message: WRITE_PAUSE_MESSAGE }, { status: 503, headers: { 'retry-after': retryAfter(secondsLeft) } })
      }
      return fn(args)
    }
  })
}

/** What a 503 page tells a browser or crawler to wait when its route set nothing (Remix keeps no thrown Response's headers for a page). */
export const PAGE_RETRY_AFTER_SECONDS = 10

/**
 * Every 503 answer carries Retry-After: the API's own (the pause's rest, or the database outage's), and
 * on pages, where Remix renders the error view without the thrown answer's headers, a short default.
 */
export function retryAfterOn503(_req: Request, res: Response, next: NextFunction) {
  onHeaders(res, () => {
    if (res.statusCode === 503 && !res.getHeader('retry-after')) res.setHeader('Retry-After', String(PAGE_RETRY_AFTER_SECONDS))
  })
  next()
}
