import { getFormProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData, Form, Link } from '@remix-run/react'
import { getSessionUser } from '~/features/accounts/session.server'
import { clearSiteData } from '~/features/site/clear-site-data.server'
import { siteMessages } from '~/features/site/messages'
import { ClearSiteDataSchema } from '~/features/site/schemas'
import { answerFailedForm } from '~/platform/http/form-answer.server'
import { useSchemaForm } from '~/ui/form/use-schema-form'
import { pageTitle } from '~/features/shell/page-title'

const words = siteMessages.clearCache

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageTitle(data?.done ? words.doneTitle : words.title)

// the confirmation is shown only to a browser that is no longer signed in, so the address alone
// cannot claim what did not happen
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  const done = new URL(request.url).searchParams.get('done') === '1' && !user
  return { signedIn: Boolean(user), done }
}

// the redirect is the answer to the post, so it carries the header the browser acts on
export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ClearSiteDataSchema })
  if (submission.status !== 'success')
    return answerFailedForm({ result: submission.reply() }, { status: 400 })
  return redirect('/clear-cache?done=1', { headers: await clearSiteData(request) })
}

export default function ClearCache() {
  const { signedIn, done } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()?.result
  const [form] = useSchemaForm({ id: 'clear-site-data', schema: ClearSiteDataSchema, reply })
  return (
    <article className="prose stack">
      <h1>{done ? words.doneTitle : words.title}</h1>
      {done ? (
        <>
          <p className="notice notice--success">{words.done}</p>
          <p>
            <Link to="/">Go to the home page</Link> or <Link to="/auth/login">sign in again</Link>.
          </p>
        </>
      ) : (
        <p className="lead">{words.lead}</p>
      )}

      <h2>What it removes from this browser</h2>
      <ul>
        <li>
          Threshold&apos;s cookies: the one that keeps you signed in (the session is also ended on
          our server, so a copy of that cookie no longer works), the answers you gave before signing
          in to the buyer questions and the listing steps, and the note that lets this browser sign
          in without extra checks.
        </li>
        <li>Anything Threshold stored in this browser&apos;s storage.</li>
        <li>Pages and files this browser kept from Threshold to show them faster.</li>
      </ul>

      <h2>What it keeps</h2>
      <p>
        Your account, and everything saved in it (homes, searches, messages, listings, documents and
        orders), stays as it is. Other browsers where you are signed in stay signed in. To download
        or delete what your account holds, go to your <Link to="/settings">settings</Link>.
      </p>

      <h2>When to use it</h2>
      <p>
        On a shared or public computer when you are done, or when a page looks out of date. If your
        browser does not support this, you are still signed out; clear the rest from your
        browser&apos;s settings.
      </p>

      {done ? null : (
        // a page load of its own: after clearing, nothing from before stays in the running page
        <Form method="post" action="/clear-cache" reloadDocument {...getFormProps(form)}>
          {signedIn ? <p>{words.signedInNote}</p> : null}
          <button type="submit" className="button button--primary">
            {words.button}
          </button>
        </Form>
      )}
    </article>
  )
}
