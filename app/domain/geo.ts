/**
 * Distances on the earth for the directory's "near you" search (issue 36, item 6): the great-circle
 * distance (haversine, on a sphere of the earth's mean radius) and the box of latitudes and longitudes
 * around a point that holds every point within a distance, which a search checks first because it is cheap.
 */

export interface LatLng {
  lat: number
  lng: number
}

/** The earth's mean radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two points, in km. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface BoundingBox {
  minLat: number
  maxLat: number
  minLng: number
  maxLng: number
}

/**
 * The box around `center` holding every point within `radiusKm` (a little more near its corners). Malaysia
 * lies between 1° and 8° N, far from the poles and the date line, so the box never needs to wrap.
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI)
  const dLng = dLat / Math.max(Math.cos(radians(center.lat)), 0.01)
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng }
}

export function inBox(point: LatLng, box: BoundingBox): boolean {
  return point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng
}

/** A distance as the directory shows it: km to one decimal. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10
}

/** The radii a visitor may choose, in km; the first search uses the default. */
export const NEAR_RADII_KM = [10, 25, 50, 100] as const
export const DEFAULT_NEAR_RADIUS_KM = 25
