/**
 * Called after the practitioners change in bulk. The directory feature replaces this with its cache
 * invalidation; until then there is nothing to refresh.
 */
export async function afterDirectoryChange() {}
