import type { SessionUser } from '~/features/accounts/session.server'
import { closingCategories, inspectionCategories } from '~/features/providers/job'
import { jobsOf } from '~/features/providers/jobs.server'
import { myAppointments, myOffers, mySavedHomes } from './buyer-records.server'
import { loadBuyerState } from './buyer-state.server'

export type JourneyStep = {
  key: string
  title: string
  text: string
  href: string
  action: string
  done: boolean
}

// pre-approval → search → tour → offer → inspection → close, each marked from what the buyer did
export async function buyerJourney(
  request: Request,
  user: SessionUser | null,
): Promise<JourneyStep[]> {
  const state = await loadBuyerState(request)
  const [saved, tours, offers, jobs] = user
    ? await Promise.all([
        mySavedHomes(user.uid),
        myAppointments(user.uid),
        myOffers(user.uid),
        jobsOf(user.uid),
      ])
    : [[], [], [], []]
  const hired = (categories: readonly string[]) =>
    jobs.some((job) => job.side === 'client' && categories.includes(job.category))
  const application = state.application ?? {}
  const preApproved = ['income', 'debts', 'downPayment', 'rate'].every(
    (key) => typeof application[key as keyof typeof application] === 'number',
  )
  const inspected = offers.some((offer) => offer.contingencies.includes('inspection'))
  return [
    {
      key: 'pre-approval',
      title: 'Get pre-qualified',
      text: 'Know what you can afford before you look.',
      href: '/fast-online-application',
      action: 'Start the application',
      done: preApproved,
    },
    {
      key: 'search',
      title: 'Search and save homes',
      text: 'Tell us what matters and save the homes you like.',
      href: '/buyer-flow',
      action: 'Find homes',
      done: Boolean(state.preferences) || saved.length > 0,
    },
    {
      key: 'tour',
      title: 'Tour homes',
      text: 'Book a time on any home for sale.',
      href: '/appointments',
      action: 'See your tours',
      done: tours.some((tour) => tour.status === 'scheduled'),
    },
    {
      key: 'offer',
      title: 'Make an offer',
      text: 'Amount, financing, contingencies and a closing date.',
      href: '/buyer-dashboard',
      action: 'See your offers',
      done: offers.length > 0,
    },
    {
      key: 'inspection',
      title: 'Inspection',
      text: 'Make your offer subject to an inspection, then book an inspector.',
      href: '/request-service?category=inspector',
      action: 'Ask inspectors for a quote',
      done: hired(inspectionCategories),
    },
    {
      key: 'close',
      title: 'Close',
      text: 'Book title and escrow or an attorney for the closing, then sign, pay and get the keys.',
      href: '/request-service?category=title-escrow',
      action: 'Ask for closing quotes',
      done: hired(closingCategories),
    },
  ].map((step) =>
    step.key === 'inspection' && !step.done && inspected
      ? { ...step, text: 'Your offer includes an inspection contingency; book an inspector next.' }
      : step,
  )
}
