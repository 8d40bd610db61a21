import { MongoClient, ObjectId } from 'mongodb'
const c = new MongoClient('mongodb://%2Ftmp%2Fpgt%2Ffsock%2Fferretdb.sock/?directConnection=true', { serverSelectionTimeoutMS: 2000 })
await c.connect()
const db = c.db('empam')
const ex = await db.command({ explain: { find: 'oids', filter: { _id: new ObjectId() } } })
console.log(JSON.stringify(ex.queryPlanner.Plan))
if (process.argv[2]) {
  try { console.log(await db.collection('oids').findOne({ state: 'x' })) } catch (e) { console.log('ERR', e.constructor.name, e.code, e.codeName, e.message) }
  try { console.log(await db.command({ ping: 1 })) } catch (e) { console.log('ERR', e.constructor.name, e.code, e.codeName, e.message) }
}
await c.close()
