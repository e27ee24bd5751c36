// the few GeoJSON shapes (RFC 7946) the map's data is sent as: positions are [lng, lat]
export type Position = [lng: number, lat: number]
export type PointGeometry = { type: 'Point'; coordinates: Position }
// the first ring is the outline (counterclockwise), any after it holes (clockwise)
export type PolygonGeometry = { type: 'Polygon'; coordinates: Position[][] }
export type Feature<G, P> = { type: 'Feature'; id?: string; geometry: G; properties: P }
export type FeatureCollection<G, P> = { type: 'FeatureCollection'; features: Array<Feature<G, P>> }

// to about a metre
export const roundDegrees = (degrees: number) => Math.round(degrees * 1e5) / 1e5
