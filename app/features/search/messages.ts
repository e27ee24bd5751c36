export const minAreaPoints = 3
export const maxAreaPoints = 50

export const searchMessages = {
  area: {
    malformed:
      'The area on the map could not be read. Draw it again, or clear it to search everywhere.',
    tooFew: `An area needs at least ${minAreaPoints} points. Draw it again, or clear it to search everywhere.`,
    tooMany: `An area can have at most ${maxAreaPoints} points. Draw a simpler one, or clear it to search everywhere.`,
    label: 'Area on the map',
    inside: 'Homes inside the area you drew',
    clear: 'Clear the area and search everywhere',
    relax: 'the area you drew',
  },
  neighborhood: {
    label: 'Neighborhood',
    any: 'Any neighborhood',
    tooLong: 'Choose a neighborhood from the list',
    relax: (name: string) => `the neighborhood ${name}`,
  },
  mapData: {
    tooMany: (seconds: number) =>
      `Too many map requests from your address. Try again in ${seconds} seconds.`,
  },
} as const
