import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { siteMessages } from '~/features/site/messages'
import { pageTitle } from '~/features/shell/page-title'
import { env } from '~/platform/env.server'

export const meta: MetaFunction = () => pageTitle('Terms of use')

export function loader() {
  return { supportEmail: env().SUPPORT_EMAIL, updated: 'November 26, 2026' }
}

export default function Terms() {
  const { supportEmail, updated } = useLoaderData<typeof loader>()
  return (
    <article className="prose">
      <h1>Terms of use</h1>
      <p className="lead">The rules for using Threshold, in plain words. Last updated {updated}.</p>

      <h2>What Threshold is</h2>
      <p>
        Threshold is a place to search for homes, value them, save them, ask about them, book tours
        and make offers; to list your own home; and to find and hire the people a sale needs. It is
        not a real-estate broker, lender, appraiser or law firm, and nothing on it is legal, tax or
        financial advice.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>
          Give your real name and an e-mail address you can read; keep your password to yourself.
        </li>
        <li>
          You are responsible for what is done with your account. Tell us at once if you think
          someone else used it.
        </li>
        <li>
          You may close your account at any time with {siteMessages.settingsLinks.delete} on your{' '}
          <Link to="/settings">settings</Link> page; the same page offers{' '}
          {siteMessages.settingsLinks.download}, a copy of what we keep about you.
        </li>
      </ul>

      <h2>Estimates and analyses</h2>
      <p>
        Valuations, comparable-sales analyses and affordability figures are computed from recorded
        sales and the facts you give. Each page says how accurate its figure has measured to be;
        none is an appraisal, and a home may sell for much more or less. Check important figures
        with a licensed professional before you rely on them.
      </p>
      <p>
        The contract review reads a contract&apos;s words with fixed rules and can miss or misread a
        term. A real-estate attorney in your state can tell you what a contract means for you.
      </p>

      <h2>What you post</h2>
      <ul>
        <li>
          Questions, tour requests and offers you send must be honest and lawful, and about a real
          interest in the home.
        </li>
        <li>
          Do not use Threshold to discriminate. Housing ads and messages must follow the Fair
          Housing Act: no preference or limitation by race, color, religion, sex, disability,
          familial status or national origin.
        </li>
        <li>
          No spam, scraping, attempts to break in, or automated use that burdens the service. We
          limit how often forms can be sent.
        </li>
      </ul>

      <h2>Listings, photos and documents</h2>
      <ul>
        <li>
          List only a home you own or may sell, with true facts and a price you mean. You can change
          or withdraw a listing at any time.
        </li>
        <li>
          Upload only photos and documents you have the right to share. The photos of a published
          listing and a provider&apos;s logo are public; a document is seen only by you and the
          people you share it with.
        </li>
      </ul>

      <h2>Service providers</h2>
      <p>
        Inspectors, lenders, agents and the other providers on Threshold run their own businesses:
        Threshold matches you with them and carries requests, quotes and reviews, but does not
        employ them or guarantee their work. Reviews must be about a job that was done.
      </p>

      <h2>Plans, bundles and payments</h2>
      <p>
        Prices are shown before you buy. Paid plans and bundles are charged once, at checkout,
        through our payment provider; nothing is charged before you confirm there. Your order and
        its status stay on your account.
      </p>

      <h2>Demo data</h2>
      <p>
        The homes shown in demo mode are real sales from Ames, Iowa (2006–2010), shown as a
        demonstration market; they are not for sale. Data sources and their licences are named on
        the pages that use them.
      </p>

      <h2>Ending access, and changes</h2>
      <p>
        We may suspend an account that breaks these terms. If we change these terms we will update
        the date above; using Threshold after a change means you accept it. How we handle your
        information is in our <Link to="/privacy">privacy notice</Link>.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
      </p>
    </article>
  )
}
