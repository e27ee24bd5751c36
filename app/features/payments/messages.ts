// what the payment pages say, in one place
export const paymentMessages = {
  // an order's title and heading say what happened in words, as its e-mail does ("Payment
  // received: …"), never "Payment paid: …" (issue 41)
  orderTitle: {
    pending: (name: string) => `Waiting for payment: ${name}`,
    paid: (name: string) => `Payment received: ${name}`,
    failed: (name: string) => `Payment not made: ${name}`,
  },
  purchaseMissing: 'Choose what you want to buy.',
  zipMissing: 'Choose the ZIP code of the home the services are for.',
  formExpired: 'This form has expired. Reload the page and try again.',
  unavailable:
    'Payments are not set up on this site yet, so nothing can be bought here. Nothing was charged.',
  checkoutFailed:
    'The payment page could not be opened. Nothing was charged; please try again in a minute.',
  tooManyCheckouts: (wait: string) =>
    `You have started many payments in the last hour. Try again in ${wait}.`,
  jobPaidAlready: 'This job is already paid, so there is nothing more to pay here.',
  ownJob: 'This job is with your own business: there is nothing to pay.',
  orderUnknown: 'We could not find that order among yours.',
  cancelNotPending: 'This order is no longer waiting for payment, so there is nothing to cancel.',
  standInBanner:
    'Test payment — no money moves. This is Threshold’s stand-in for Stripe’s checkout page: no card is charged and no card number leaves this server.',
  cardNumberInvalid:
    'Enter a test card number: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined.',
  cardExpiryInvalid: 'Enter the expiry as MM/YY, in the future.',
  cardCvcInvalid: 'Enter the 3-digit security code.',
  cardNameMissing: 'Enter the name on the card.',
  cardDeclined: 'Your card was declined. Try another card (4242 4242 4242 4242 is paid).',
  sessionClosed: 'This checkout is no longer open: it was paid, cancelled or expired.',
  expiredReason: 'The checkout was cancelled or expired before payment. Nothing was charged.',
  // the pricing page and the commission calculator say it alike
  buyerAgentPayNote:
    'Since the National Association of Realtors settlement took effect in August 2024, a listing can no longer offer the buyer’s agent’s pay through the MLS, and buyers agree their agent’s pay in writing before touring, so what a seller pays the buyer’s side is now negotiated sale by sale.',
  amountMismatch:
    'The payment did not match the order, so it was not accepted. Contact support; nothing more will be charged.',
} as const
