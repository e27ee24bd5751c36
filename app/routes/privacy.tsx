import type { MetaFunction } from '@remix-run/node'
import { useLoaderData, Link } from '@remix-run/react'
import { siteMessages } from '~/features/site/messages'
import { processorsInUse, retentionRules } from '~/features/site/privacy.server'
import { pageTitle } from '~/features/shell/page-title'
import { env } from '~/platform/env.server'

export const meta: MetaFunction = () => pageTitle('Privacy')

export function loader() {
  return {
    supportEmail: env().SUPPORT_EMAIL,
    processors: processorsInUse(),
    kept: retentionRules(),
    updated: 'November 26, 2026',
  }
}

const untilDeleted = 'Until you delete it, or delete your account'
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`

export default function Privacy() {
  const { supportEmail, processors, kept, updated } = useLoaderData<typeof loader>()
  return (
    <article className="prose">
      <h1>Privacy</h1>
      <p className="lead">
        What Threshold keeps about you, why, for how long, who handles it, and how to see, download
        or delete it. Last updated {updated}.
      </p>

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
            <th scope="row">
              Your account: e-mail address, name, and a password that Firebase Authentication holds
              only as a hash; the phone number and photo if you give them; when you joined and last
              signed in; the Google or Facebook account you sign in with, if you do
            </th>
            <td>To sign you in and keep your account yours</td>
            <td>Until you delete your account</td>
          </tr>
          <tr>
            <th scope="row">
              Your profile: the kind of account (buyer, seller, service provider), your buyer
              answers (budget, area, rooms, must-haves), your pre-qualification answers (income,
              debts, down payment, rate), which e-mail you want, and a provider&apos;s business
              profile and logo
            </th>
            <td>
              To show your dashboard, the homes that fit you and what you can afford, and to match
              providers with requests
            </td>
            <td>Until you change them, or delete your account</td>
          </tr>
          <tr>
            <th scope="row">Saved homes and saved searches</th>
            <td>To show them back to you and tell you about new matches, as often as you chose</td>
            <td>{untilDeleted}</td>
          </tr>
          <tr>
            <th scope="row">
              Messages: questions and answers, tour requests, offers and counter-offers, service
              requests, quotes, jobs and reviews, and the e-mails we send you
            </th>
            <td>To deliver them to the other side, and keep the history you both see</td>
            <td>
              Until you delete your account. The person you dealt with keeps their side, with your
              name and account removed
            </td>
          </tr>
          <tr>
            <th scope="row">
              Listings: the address, facts, description, price, status history and photos, and the
              flyers and posts made from them
            </th>
            <td>To show your home to buyers and run your sale</td>
            <td>
              An active or withdrawn listing is deleted with your account; a pending or sold one
              stays for its buyer and the sales record, without your name. A listing you started and
              left untouched for {days(kept.untouchedDraftDays)} is deleted, with the photos you
              uploaded for it
            </td>
          </tr>
          <tr>
            <th scope="row">
              Uploaded files and photos: listing photos and logos (re-encoded, so the location,
              camera and other details inside the file are removed) and documents, with the words of
              a PDF or text file
            </th>
            <td>
              To show them where you put them, and to review a contract&apos;s terms when you ask
            </td>
            <td>{untilDeleted}</td>
          </tr>
          <tr>
            <th scope="row">
              Who opened, downloaded, shared or changed each of your documents, and when
            </th>
            <td>So you can see who had your paperwork</td>
            <td>
              Until you delete your account. That you opened someone else&apos;s document stays in
              their record, without your name
            </td>
          </tr>
          <tr>
            <th scope="row">
              Orders and payments: what you bought, the amount, its status and the payment
              provider&apos;s reference. Card details go to the payment provider&apos;s own page and
              never reach Threshold
            </th>
            <td>To fulfil the order and show you what you paid</td>
            <td>
              Until you delete your account; a paid order is then kept for the books, without your
              account
            </td>
          </tr>
          <tr>
            <th scope="row">
              Page views: the page, the page you came from, the answer&apos;s status, the time, and
              your account id if you are signed in. No network address and no details of your
              browser
            </th>
            <td>
              To count visits, show sellers how often their listing is seen, and improve pages;
              never sold or shared for advertising
            </td>
            <td>
              Deleted after {days(kept.pageViewDays)}; deleting your account removes your account id
              from them at once
            </td>
          </tr>
          <tr>
            <th scope="row">
              Sign-in sessions: one record per browser you sign in with (your account id, when it
              started and when it ends)
            </th>
            <td>
              So signing out, or resetting your password, ends a session everywhere its cookie might
              be
            </td>
            <td>
              A session lasts at most {days(kept.sessionDays)}; its record is deleted once it has
              expired
            </td>
          </tr>
          <tr>
            <th scope="row">
              Server logs: the time, the page, the answer&apos;s status and how long it took, a
              request id and your account id, and events such as signing in or opening a document.
              Never passwords, tokens, cookies or full e-mail addresses
            </th>
            <td>To keep the service running and secure</td>
            <td>
              Threshold deletes no log lines itself: they are kept as long as the operator&apos;s
              log storage keeps them
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        Your network address is counted in the server&apos;s memory, for at most a day, to limit how
        often forms can be sent and passwords tried from it; it is not stored or logged. A backup
        the operator makes keeps what was there when it was taken.
      </p>

      <h2>Cookies</h2>
      <p>
        Threshold sets only the cookies it needs, none of them readable by page scripts, and no
        advertising or tracking cookies:
      </p>
      <ul>
        <li>
          a signed session cookie that keeps you signed in (at most {days(kept.sessionDays)});
        </li>
        <li>a short-lived one that carries a message to the next page;</li>
        <li>
          before you sign in, your answers to the buyer questions and the first listing steps (30
          days);
        </li>
        <li>
          on the sign-in pages, a note of the accounts signed in from this browser (only a scrambled
          form of their e-mail addresses, for 180 days), so your own sign-ins are not slowed by the
          limits that stop password guessing; and, for ten minutes, the state of a Google or
          Facebook sign-in.
        </li>
        <li>
          on a landing page that is being tested in two versions, a random visitor number (for{' '}
          {days(kept.visitorCookieDays)}) so you keep seeing the same version; Threshold records
          once that this number saw the page and, if so, that it pressed the page&apos;s button or
          signed up, and shows only totals per version.
        </li>
      </ul>
      <p>
        To remove them all from this browser, with everything else Threshold stored in it, use{' '}
        <Link to="/clear-cache">Clear this site&apos;s data</Link>.
      </p>

      <h2>Who processes it</h2>
      {processors.demoMode ? (
        <p>
          This copy of Threshold runs in demo mode: accounts, data and files stay on the machine
          that runs it, Google, Facebook and payments are stand-ins answered on that machine, and no
          e-mail leaves it.
        </p>
      ) : (
        <ul>
          <li>
            Google Firebase stores it for us under its data processing terms: Firebase
            Authentication holds the accounts, Cloud Firestore everything in the table above, and
            Cloud Storage the photos, logos, documents and generated files.
          </li>
          <li>
            E-mail we send you goes out through the mail service the operator connects to Firebase,
            with your address and the message.
          </li>
          {processors.stripe ? (
            <li>
              Stripe takes payments: you enter your card on Stripe&apos;s page, and Stripe tells us
              whether the payment went through.
            </li>
          ) : null}
          {processors.google || processors.facebook ? (
            <li>
              {[processors.google ? 'Google' : null, processors.facebook ? 'Facebook' : null]
                .filter(Boolean)
                .join(' and ')}{' '}
              sign you in only when you choose to, and tell us your name, e-mail address and photo.
            </li>
          ) : null}
          {processors.writingService ? (
            <li>
              A text-writing service receives a listing&apos;s facts and the seller&apos;s notes
              when a seller asks for a description to be written, and a contract&apos;s text when a
              contract review finds terms its rules cannot read; no account details are sent.
            </li>
          ) : null}
        </ul>
      )}

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>See it.</strong> Your dashboards show what you saved, sent and received; each
          document shows who opened it.
        </li>
        <li>
          <strong>Download it.</strong> {siteMessages.settingsLinks.download} on your{' '}
          <Link to="/settings">settings</Link> page gives you a copy of what we keep about you.
        </li>
        <li>
          <strong>Correct it.</strong> Change your answers, listings, profile and documents on their
          pages.
        </li>
        <li>
          <strong>Delete it.</strong> {siteMessages.settingsLinks.delete} on your{' '}
          <Link to="/settings">settings</Link> page deletes your account and what it holds; what
          others need to keep (their side of a conversation, a sale that went through, a paid order)
          stays without your name. Saved homes, searches and documents can also be deleted one by
          one.
        </li>
      </ul>
      <p>
        Anything else, or a question about this notice: write to{' '}
        <a href={`mailto:${supportEmail}`}>{supportEmail}</a> from the address on your account; we
        answer within 30 days. See also our <Link to="/terms">terms of use</Link>.
      </p>
    </article>
  )
}
