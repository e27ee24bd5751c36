// the administration pages' words, in one place
export const adminMessages = {
  analyticsTitle: 'Analytics',
  analyticsLead: 'Who uses Threshold and how far they get, for the days you choose (Ames time).',
  range: {
    badDate: 'Enter a date like 2026-11-20',
    future: 'The end date cannot be after today; showing up to today',
    fromAfterTo:
      'The start date must be on or before the end date; showing the 7 days before the end',
    tooLong: (days: number) => `Choose at most ${days} days; showing the last ${days}`,
  },
  sources:
    'Counts come from Firestore aggregation queries over each collection, and page views from counters kept per page and day as views are stored; nothing here reads every record.',
  funnelNote:
    'Each step counts what happened in the chosen days: homes saved, questions asked, tours requested and offers made; "accepted" counts the offers made in those days that the seller accepted.',
  noViews: 'No page views in these days.',
} as const
