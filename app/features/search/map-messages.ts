// what the interactive map says (issue 41); the search feature's other strings are in messages.ts
export const mapMessages = {
  regionLabel: 'Interactive map. Arrow keys pan, plus and minus zoom.',
  noBasemap: 'Street map not configured; homes and neighborhoods drawn on a plain background',
  loading: 'Loading the interactive map…',
  failed: 'The interactive map could not start here; the map below is drawn from the same homes.',
  searchThisArea: 'Search this area',
  drawArea: 'Draw an area',
  drawingHint:
    'Click or tap to add points, or move the map under the cross and press Enter or Space; Backspace removes the last point. Finish with “Finish area”, a click on the first point or a double-click. Escape cancels. Shift and drag draws a box.',
  drawingStarted:
    'Drawing an area. Arrow keys move the map under the cross, Enter or Space adds a point there, Backspace removes the last; or click or tap the map.',
  drawingCancelled: 'Drawing cancelled.',
  finishArea: 'Finish area',
  pointAdded: (count: number) =>
    count < 3
      ? `Point ${count} added; Finish area needs at least 3.`
      : `Point ${count} added; Finish area is ready.`,
  pointRemoved: (count: number) =>
    count === 0
      ? 'Last point removed; no points left.'
      : `Last point removed; ${count} ${count === 1 ? 'point' : 'points'} left.`,
  finishNeedsThree: (count: number) =>
    `Finish area needs at least 3 points; ${count} ${count === 1 ? 'point' : 'points'} so far.`,
  marked: (address: string) => `Marked on the map: ${address}.`,
  clusterLabel: (count: number) => `${count} homes here; zoom in to see them`,
  homeBedsBaths: (beds: number, baths: number) => `${beds} bd · ${baths} ba`,
  viewHome: 'View this home',
} as const
