import type { MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/features/shell/page-title'
import { env, isDemoMode } from '~/platform/env.server'

export const meta: MetaFunction = () => pageTitle('Privacy')

export function loader() {
  return { supportEmail: env().SUPPORT_EMAIL, demoMode: isDemoMode(), updated: 'November 23, 2026' }
}

export default function Privacy() {
  const { supportEmail, demoMode, updated } = useLoaderData<typeof loader>()
  return (
    <article className="prose">
      <h1>Privacy</h1>
      <p className="lead">What Threshold keeps about you, why, for how long, and how to have it removed. Last updated {updated}.</p>

      <h2>What we keep, and why</h2>
      <table>
        <caption>Information Threshold stores</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">Why</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Account: e-mail, name, password (stored only as a hash by Firebase Authentication), sign-in times</th>
            <td>To sign you in and keep your account yours</td>
            <td>Until you close your account</td>
          </tr>
          <tr>
            <th scope="row">Profile: your role (buyer, seller, service provider) and the search preferences you save</th>
            <td>To show your dashboard and homes that fit</td>
            <td>Until you close your account</td>
          </tr>
          <tr>
            <th scope="row">Saved homes and searches, questions, tour requests, offers, pre-qualification answers</th>
            <td>To do what you asked, and show it back to you</td>
            <td>Until you delete them or close your account</td>
          </tr>
          <tr>
            <th scope="row">Page views: the page, the page you came from, the time, and your account id if signed in</th>
            <td>To count visits and improve pages; never sold or shared for advertising</td>
            <td>Deleted automatically after 90 days</td>
          </tr>
          <tr>
            <th scope="row">Server logs: request time, page, status, a request id and your account id (never passwords, tokens or full e-mail addresses)</th>
            <td>To keep the service running and secure</td>
            <td>As long as the operator keeps logs, at most 30 days</td>
          </tr>
        </tbody>
      </table>

      <h2>Cookies</h2>
      <p>
        Threshold sets only the cookies it needs: a signed session cookie that keeps you signed in (HttpOnly, so page scripts
        cannot read it), and a short-lived one that carries a message to the next page. No advertising or tracking cookies.
      </p>

      <h2>Who processes it</h2>
      <p>
        {demoMode
          ? 'This copy of Threshold runs in demo mode: everything stays on the machine that runs it, and no e-mail is sent.'
          : 'Your information is stored with Google Firebase (Authentication and Cloud Firestore), which processes it for us under its data processing terms.'}
      </p>

      <h2>Your rights</h2>
      <p>
        You can see most of what we keep on your dashboard. To get a copy of everything, to correct it, or to have your
        account and its information deleted, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> from the
        address on your account; we answer within 30 days. See also our <Link to="/terms">terms of use</Link>.
      </p>
    </article>
  )
}
