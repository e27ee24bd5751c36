export const buyerMessages = {
  saved: { title: 'Home saved', description: 'Find it any time on your dashboard.' },
  unsaved: { title: 'Home removed', description: 'It is no longer in your saved homes.' },
  asked: { title: 'Question sent', description: 'The seller will see it with your name and e-mail.' },
  tourBooked: { title: 'Tour booked', description: 'Add it to your calendar from your appointments.' },
  tourCancelled: { title: 'Tour cancelled', description: 'The seller has been told.' },
  offerMade: { title: 'Offer submitted', description: 'Its status is "submitted"; you will see any answer on your dashboard.' },
  slotTaken: 'Choose one of the times shown',
  notForSale: 'This home is not for sale, so it cannot take tours or offers.',
  closingTooSoon: 'Choose a closing date at least 14 days from today',
  closingTooLate: 'Choose a closing date within the next year',
} as const
