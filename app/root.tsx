import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { getSessionUser } from '~/features/accounts/session.server'
import { RoleSwitcher } from '~/features/accounts/role-switcher'
import { DemoBanner } from '~/features/shell/demo-banner'
import { errorMeta, RouteErrorBoundary } from '~/features/shell/error-page'
import { footerLinks, primaryNavigation, shellFor } from '~/features/shell/navigation'
import { isPlanned } from '~/features/shell/route-table.server'
import { pageTitle } from '~/features/shell/page-title'
import { NavigationProgress } from '~/features/shell/navigation-progress'
import { PageViewReporter } from '~/features/shell/page-view-reporter'
import { RouteAnnouncer } from '~/features/shell/route-announcer'
import { SiteFooter } from '~/features/shell/site-footer'
import { SiteHeader } from '~/features/shell/site-header'
import { readToast } from '~/features/shell/toast.server'
import { Toaster } from '~/features/shell/toaster'
import { env, isDemoMode } from '~/platform/env.server'
import { isWidgetPath } from '~/features/widgets/widgets'
import { useNonce } from '~/ui/nonce'
import { PageMeta } from '~/ui/page-meta'
import { SiteStyles } from '~/ui/site-styles'

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = ({ error }) => {
  if (error) return errorMeta(error)
  return pageTitle('Buy and sell your home', {
    description:
      'Search homes, sell your own, find trusted experts and use AI tools that show their evidence.',
  })
}

export async function loader({ request }: LoaderFunctionArgs) {
  // a widget is framed by other sites: it reads no cookie and sets none (ADR 040)
  const [user, { toast, headers }] = isWidgetPath(new URL(request.url).pathname)
    ? [null, { toast: undefined, headers: new Headers() }]
    : await Promise.all([getSessionUser(request), readToast(request)])
  const config = env()
  return data(
    {
      user,
      toast,
      demoMode: isDemoMode(),
      mapSearchUrl: config.MAP_SEARCH_URL,
      plannedLinks: plannedLinks(),
      contact: {
        supportEmail: config.SUPPORT_EMAIL,
        supportPhone: config.SUPPORT_PHONE,
        postalAddress: config.POSTAL_ADDRESS,
      },
    },
    { headers },
  )
}

// the shell's links to pages not built yet, which say so: fixed by the build's route table, so
// found once (matching every link against every route took ~1 ms of every page, ADR 026)
let planned: string[] | undefined
const plannedLinks = () =>
  (planned ??= [...primaryNavigation, ...footerLinks].map((link) => link.to).filter(isPlanned))

// the root carries the session user and the flash toast, which any navigation may change
export const shouldRevalidate: ShouldRevalidateFunction = () => true

export type RootData = typeof loader

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const root = useRouteLoaderData<RootData>('root')
  const { pathname } = useLocation()
  const shell = shellFor(pathname)
  const account = root?.user ? <RoleSwitcher user={root.user} demoMode={root.demoMode} /> : null
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <PageMeta />
        <SiteStyles />
        <Links />
      </head>
      <body className={shell.showHeader ? 'has-header' : undefined}>
        <RouteAnnouncer />
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        {root?.demoMode && !shell.bare ? <DemoBanner /> : null}
        {shell.showHeader && root ? (
          <SiteHeader
            mapSearchUrl={root.mapSearchUrl}
            planned={root.plannedLinks}
            account={account}
          />
        ) : null}
        {!shell.showHeader && !shell.bare && account ? (
          <div className="auth-account">{account}</div>
        ) : null}
        <NavigationProgress />
        <main
          id="main"
          tabIndex={-1}
          className={shell.bare ? 'page page--widget' : shell.padded ? 'page page--padded' : 'page'}
        >
          <Toaster toast={root?.toast} />
          {children}
        </main>
        {shell.showFooter && root ? (
          <SiteFooter contact={root.contact} planned={root.plannedLinks} />
        ) : null}
        <PageViewReporter />
        {/* a widget is framed by other sites, where browsers may deny it sessionStorage, which this uses */}
        {shell.bare ? null : <ScrollRestoration nonce={nonce} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />
}
