import { invalidateDirectory } from '#app/services/directory/snapshot.server.ts'

/**
 * Called after the seed changes the practitioners in bulk: drops this process's directory snapshot and
 * bumps the stored version, so a running app (another process) rebuilds its snapshot within a second.
 */
export async function afterDirectoryChange() {
  await invalidateDirectory()
}
