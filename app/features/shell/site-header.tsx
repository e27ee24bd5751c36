import { useLocation, Link, NavLink } from '@remix-run/react'
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { LogoMark } from '~/ui/logo-mark'
import { VisuallyHidden } from '~/ui/visually-hidden'
import { getStarted, mapSearchLabel, primaryNavigation } from './navigation'
import { SoonTag } from './soon-tag'

// `account` is the signed-in person's menu; without one the header offers Get Started
export function SiteHeader({
  mapSearchUrl,
  planned,
  account,
}: {
  mapSearchUrl: string
  planned: string[]
  account: ReactNode
}) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label="Threshold home">
          <LogoMark />
          <span aria-hidden="true">Threshold</span>
        </Link>
        <nav aria-label="Main" className="site-nav">
          <ul className="site-nav__desktop">
            <NavigationItems mapSearchUrl={mapSearchUrl} planned={planned} />
            {account ? null : (
              <li>
                <NavLink to={getStarted.to} className="button button--primary">
                  {getStarted.desktopLabel}
                </NavLink>
              </li>
            )}
          </ul>
          <MobileMenu mapSearchUrl={mapSearchUrl} planned={planned} signedIn={Boolean(account)} />
        </nav>
        {account}
      </div>
    </header>
  )
}

function NavigationItems({ mapSearchUrl, planned }: { mapSearchUrl: string; planned: string[] }) {
  return (
    <>
      {primaryNavigation.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className="site-nav__link">
            {item.label}
            {planned.includes(item.to) ? <SoonTag /> : null}
          </NavLink>
        </li>
      ))}
      <li>
        <a href={mapSearchUrl} target="_blank" rel="noopener noreferrer" className="site-nav__link">
          {mapSearchLabel}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </li>
    </>
  )
}

type MenuProps = { mapSearchUrl: string; planned: string[]; signedIn: boolean }

function MobileItems({ mapSearchUrl, planned, signedIn }: MenuProps) {
  return (
    <ul className="site-nav__mobile-list">
      <NavigationItems mapSearchUrl={mapSearchUrl} planned={planned} />
      {signedIn ? null : (
        <li>
          <NavLink to={getStarted.to} className="button button--primary">
            {getStarted.mobileLabel}
          </NavLink>
        </li>
      )}
    </ul>
  )
}

// one <details> element, JavaScript or not: hydration takes over the element the visitor may
// already have opened, so its state and focus stay; the script only adds closing on navigation
// and on Escape (focus back on Menu)
function MobileMenu({ mapSearchUrl, planned, signedIn }: MenuProps) {
  const menuRef = useRef<HTMLDetailsElement>(null)
  const location = useLocation()
  const shownKey = useRef(location.key)

  useEffect(() => {
    if (shownKey.current === location.key) return
    shownKey.current = location.key
    if (menuRef.current) menuRef.current.open = false
  }, [location.key])

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const menu = menuRef.current
    if (event.key !== 'Escape' || !menu?.open) return
    menu.open = false
    menu.querySelector('summary')?.focus()
  }

  return (
    <details className="site-nav__mobile" ref={menuRef} onKeyDown={closeOnEscape}>
      <summary className="site-nav__toggle">
        <MenuIcon />
        Menu
      </summary>
      <MobileItems mapSearchUrl={mapSearchUrl} planned={planned} signedIn={signedIn} />
    </details>
  )
}

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M3 5h14M3 10h14M3 15h14"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}
