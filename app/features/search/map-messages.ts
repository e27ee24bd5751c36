// what the interactive map says (issue 41); the search feature's other strings are in messages.ts
export const mapMessages = {
  regionLabel: 'Interactive map. Arrow keys pan, plus and minus zoom.',
  noBasemap: 'Street map not configured; homes and neighborhoods drawn on a plain background',
  loading: 'Loading the interactive map…',
  failed: 'The interactive map could not start here; the map below is drawn from the same homes.',
  searchThisArea: 'Search this area',
  drawArea: 'Draw an area',
  drawingHint:
    'Click to add points; click the first point, double-click or press Enter to finish; Escape or the button again cancels. Shift and drag draws a box.',
  drawingStarted: 'Drawing an area. Click the map to add points.',
  drawingCancelled: 'Drawing cancelled.',
  pointsAdded: (count: number) => `${count} ${count === 1 ? 'point' : 'points'} added.`,
  clusterLabel: (count: number) => `${count} homes here; zoom in to see them`,
  homeBedsBaths: (beds: number, baths: number) => `${beds} bd · ${baths} ba`,
  viewHome: 'View this home',
} as const
