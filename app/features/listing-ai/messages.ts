// what the listing AI pages say, in one place (issue 20)
export const listingAiMessages = {
  listingNotFound: 'We could not find that listing among yours.',
  actionUnavailable: 'That action is not available on this page.',
  noListings: 'You have no listings yet. List a home first, and its score appears here.',
  tooManyWrites: (wait: string) =>
    `You have written many descriptions in a short time. Try again ${wait}.`,
  tooManyMaterials: (wait: string) =>
    `You have made many materials in a short time. Try again ${wait}.`,
  descriptionSaved: {
    title: 'Description saved',
    description: 'The new description is on your listing.',
  },
  descriptionFlagged:
    'This description has wording that may break fair-housing law. Change the flagged words before saving.',
  descriptionContradicts:
    'This description says something your listing’s facts do not. Correct it before saving.',
  materialMade: (kind: string, plural: boolean) => ({
    title: `Your ${kind} ${plural ? 'are' : 'is'} ready.`,
    description: `Download ${plural ? 'them' : 'it'} below.`,
  }),
  materialNotFound: 'We could not find that file among your materials.',
  openHouseTimes: 'Choose when the open house ends, after it starts.',
} as const

export const partLabels = {
  facts: 'Complete facts',
  photos: 'Photos',
  description: 'Description length and readability',
  coverage: 'Facts buyers filter on, in the description',
  price: 'Asking price against the estimate',
  interest: 'Days on market and views against similar listings',
  fairHousing: 'Fair-housing wording',
} as const
export type PartKey = keyof typeof partLabels

// out of 100
export const partWeights: Record<PartKey, number> = {
  facts: 10,
  photos: 20,
  description: 15,
  coverage: 10,
  price: 20,
  interest: 10,
  fairHousing: 15,
}
