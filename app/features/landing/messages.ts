// what the landing pages, their admin and their A/B tests say, in one place (tests assert these)
export const landingMessages = {
  admin: {
    title: 'Landing pages',
    lead: 'Pages for campaigns, each at its own address under /landing/. A draft is seen only here; publish it to put it online.',
    newTitle: 'New landing page',
    editTitle: 'Edit landing page',
    none: 'No landing pages yet.',
    created: 'Draft saved',
    createdDetail: 'This is how it will look. Publish it when it is ready.',
    saved: 'Changes saved',
    savedLive: 'The page is published, so visitors see the changes now.',
    published: 'Page published',
    unpublished: 'Page unpublished',
    unpublishedDetail: 'Visitors to its address now get “Page not found”.',
    previewDraft:
      'Preview of a draft. Visitors to its address get “Page not found” until you publish it.',
    previewPublished: 'Preview of a published page: this is what visitors see at its address.',
    experimentNote:
      'An A/B test is running on this page: visitors may see one of its variants instead of the words below.',
  },
  page: {
    slugInvalid:
      'Enter an address of 3 to 60 lowercase letters, digits and single hyphens, such as spring-sellers.',
    slugReserved: 'That address belongs to one of Threshold’s own landing pages. Choose another.',
    slugTaken: 'A landing page already has that address. Choose another.',
    titleInvalid: 'Enter a page title of 3 to 80 characters.',
    heroHeadingInvalid: 'Enter a main heading of 3 to 100 characters.',
    heroTextInvalid: 'Enter an introduction of 10 to 400 characters.',
    sectionHeadingMissing: 'Enter a heading for this section, or clear its text.',
    sectionBodyMissing: 'Enter the text of this section, or clear its heading.',
    sectionHeadingTooLong: 'Keep a section heading to 80 characters.',
    sectionBodyTooLong: 'Keep a section’s text to 1,500 characters.',
    ctaLabelInvalid: 'Enter a button label of 2 to 40 characters.',
    ctaPathInvalid: 'Enter a path on this site that starts with /, such as /auth/register.',
    ctaPathUnknown:
      'No page of this site answers at that path. Enter one that does, such as /auth/register or /seller-flow.',
    audienceMissing: 'Choose who the page is for.',
    notFound: 'We could not find that landing page.',
    changedMeanwhile:
      'Someone changed this page after you opened it. Reload to see their changes, then make yours again.',
    tooManyWrites: (wait: string) =>
      `You have saved many changes in the last hour. Try again in ${wait}.`,
  },
  experiments: {
    title: 'Landing page A/B tests',
    lead: 'Show visitors different words on a landing page, count who converts, and keep the variant that does best.',
    none: 'No A/B tests yet.',
    noPages: 'There are no landing pages to test yet.',
    newTitle: (page: string) => `New A/B test: ${page}`,
    resultsTitle: (page: string) => `A/B test: ${page}`,
    started: 'A/B test started',
    stopped: 'A/B test stopped',
    promoted: (variant: string) => `${variant} is now the page’s own content.`,
    pageMissing: 'Choose a landing page to test.',
    goalMissing: 'Choose what counts as a conversion.',
    variantTitleInvalid: 'Enter a page title of 3 to 80 characters.',
    variantHeadingInvalid: 'Enter a main heading of 3 to 100 characters.',
    variantTextInvalid: 'Enter an introduction of 10 to 400 characters.',
    variantCtaInvalid: 'Enter a button label of 2 to 40 characters.',
    splitInvalid: 'Enter a whole percentage from 1 to 99.',
    tooFewVariants: 'Fill in at least two variants: A, the control, and one to test against it.',
    controlMissing: 'Variant A is the control: fill it in.',
    splitTotal: (total: number) =>
      `The traffic shares add up to ${total}%. Make them add up to 100%.`,
    sameAsOther: (other: string) =>
      `This variant has the same words as ${other}. Change at least one of them.`,
    alreadyRunning: 'This page already has an A/B test running. Stop that one first.',
    notRunning: 'This A/B test has already stopped.',
    promoteMissing: 'Choose a variant to keep, or keep the page as it is.',
    notFound: 'We could not find that A/B test.',
    rule: (minimum: number) =>
      `A variant is declared the winner only when its conversion rate differs from the control’s (variant A) with p < 0.05 in a two-sided two-proportion z-test, it has the best rate, and every variant has been seen by at least ${minimum} visitors. The intervals are 95% Wilson score intervals.`,
    winner: (variant: string, p: string) => `Winner: ${variant} (${p}).`,
    controlWinner: (variant: string) =>
      `Winner: ${variant}, the control: every other variant converts less, each with p < 0.05.`,
    tooFewVisitors: (minimum: number, short: string[]) =>
      `No winner yet: every variant needs at least ${minimum} visitors, and ${short.length > 1 ? `${short.slice(0, -1).join(', ')} and ${short.at(-1)} have` : `${short[0]} has`} fewer.`,
    notSignificant: (variant: string, p: string) =>
      `No winner yet: the best variant, ${variant}, differs from the control with ${p}, which is not below 0.05.`,
    controlNotSignificant: (p: string) =>
      `No winner yet: the control converts best, but not every other variant is behind it with p < 0.05 (the largest is ${p}).`,
    noConversions: 'No winner yet: no visitor has converted on any variant.',
  },
  calculator: {
    title: 'Commission savings calculator',
    lead: 'Enter your price and the commission rates you were quoted to see what you keep with a traditional commission and with each Threshold plan.',
    priceInvalid: 'Enter the sale price in whole dollars, from $10,000 to $10,000,000.',
    listingPercentInvalid:
      'Enter the listing agent’s commission as a percentage from 0 to 10, such as 3 or 2.5.',
    buyerPercentInvalid:
      'Enter the buyer’s agent’s commission as a percentage from 0 to 10, such as 2.5, or leave it empty.',
    planMissing: 'Choose the Threshold plan to compare.',
    // plan, what the seller keeps with it, the difference, the listing rate, and what a commission leaves
    keepsMore: (
      plan: string,
      keeps: string,
      difference: string,
      percent: number,
      traditional: string,
    ) =>
      `With ${plan} you keep ${keeps}: ${difference} more than with a ${percent}% listing commission, which leaves you ${traditional}.`,
    keepsLess: (
      plan: string,
      keeps: string,
      difference: string,
      percent: number,
      traditional: string,
    ) =>
      `With ${plan} you keep ${keeps}: ${difference} less than with a ${percent}% listing commission, which leaves you ${traditional}.`,
    buyerSideNote:
      'With every plan, what you offer a buyer’s agent (if anything) is still yours to pay: Threshold replaces the listing side, so the buyer’s agent’s commission you entered is counted in both columns.',
  },
  fsbo: {
    title: 'Sell it yourself, with experts on call',
    lead: 'Sell your home without a listing agent and keep the commission, with Threshold’s tools for every step and licensed experts when you want them.',
    // what Threshold gives an owner who sells, each with the page where it is done
    help: [
      {
        heading: 'List it yourself',
        text: 'Describe your home, add photos, set the price with the AI valuation, and answer buyers’ questions, tour requests and offers from your dashboard.',
        link: { to: '/seller-flow', label: 'Start listing your home' },
      },
      {
        heading: 'Hire the experts a sale needs',
        text: 'Inspectors, appraisers, real-estate attorneys, title and escrow, photographers and stagers near you, matched on fit, with their prices and reviews.',
        link: { to: '/service-experts', label: 'Find service experts' },
      },
      {
        heading: 'Keep the paperwork in one place',
        text: 'Disclosures, inspection reports and the contract, stored privately and shared only with the people you choose.',
        link: { to: '/documents', label: 'Your documents' },
      },
      {
        heading: 'Read the contract before you sign',
        text: 'The contract review finds the deadlines, contingencies and costs in a purchase agreement and puts the dates in your calendar.',
        link: { to: '/contract-terms', label: 'Review a contract' },
      },
      {
        heading: 'Pay only for what you use',
        text: 'Listing on your own is free; a licensed expert on call or full service, and bundles of services, have fixed prices.',
        link: { to: '/marketplace', label: 'See plans and prices' },
      },
    ],
  },
} as const
