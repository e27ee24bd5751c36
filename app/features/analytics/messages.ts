// what the page-view API answers a caller it turns away
export const analyticsMessages = {
  usePost: 'Use POST to report a page view.',
  tooMany: (seconds: number) =>
    `Too many page views reported from your address. Try again in ${seconds} seconds.`,
  tooLarge: 'Too large.',
  notJson: 'Expected a JSON body.',
  missingFields: 'Expected path and routeId.',
} as const
