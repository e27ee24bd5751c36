import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { getSessionUser } from '~/features/accounts/session.server'
import { buyerJourney } from '~/features/buyers/journey.server'
import { pageTitle } from '~/features/shell/page-title'

export const meta: MetaFunction = () => pageTitle('Your path to closing')

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  return { steps: await buyerJourney(request, user), signedIn: Boolean(user) }
}

export default function BuyerWorkflow() {
  const { steps, signedIn } = useLoaderData<typeof loader>()
  const current = steps.findIndex((step) => !step.done)
  const done = steps.filter((step) => step.done).length
  return (
    <div className="stack">
      <h1>Your path to closing</h1>
      <p className="lead">
        {done} of {steps.length} steps done.{' '}
        {signedIn ? null : (
          <>
            <Link to="/auth/login?redirectTo=%2Fbuyer-workflow">Sign in</Link> to track tours and
            offers.
          </>
        )}
      </p>
      <ol className="journey">
        {steps.map((step, index) => (
          <li
            key={step.key}
            className={`journey__step journey__step--${step.done ? 'done' : index === current ? 'current' : 'todo'}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <h2>{step.title}</h2>
            <p className="journey__status">
              {step.done ? 'Done' : index === current ? 'Next' : 'To do'}
            </p>
            <p>{step.text}</p>
            <Link to={step.href}>{step.action}</Link>
          </li>
        ))}
      </ol>
    </div>
  )
}
