import { useLocation, Form, Link } from '@remix-run/react'
import { dashboardFor, quickDemoRoles, roleLabels, roles, type Role } from './roles'

type SwitcherUser = { role: Role; storedRole: Role; displayName: string; demo: boolean }

// the signed-in person's account menu: who is signed in, spec §2's role switcher (the four
// dashboards, the current one disabled; admin only for stored admins) and sign-out
export function RoleSwitcher({ user, demoMode }: { user: SwitcherUser; demoMode: boolean }) {
  const { pathname, search } = useLocation()
  const offered = roles.filter((role) => role !== 'admin' || user.storedRole === 'admin')
  return (
    <details className="role-switcher">
      <summary className="role-switcher__toggle">
        <span className="visually-hidden">Account menu: </span>
        {firstName(user.displayName)}
        <span className="role-switcher__role">
          <span className="visually-hidden">, role </span>
          {roleLabels[user.role]}
        </span>
      </summary>
      <div className="role-switcher__panel">
        <p className="role-switcher__who">
          Signed in as {user.displayName}
          {user.demo ? ' (demo)' : ''}
        </p>
        <p>
          <Link to="/settings">Account settings</Link>
        </p>
        <Form method="post" action="/auth/role" className="role-switcher__form">
          <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
          <fieldset>
            <legend>Go to a dashboard</legend>
            {offered.map((role) => (
              <button
                key={role}
                type="submit"
                name="role"
                value={role}
                disabled={role === user.role}
                className="role-switcher__option"
              >
                {roleLabels[role]} dashboard
                <span className="role-switcher__path">{dashboardFor(role)}</span>
              </button>
            ))}
          </fieldset>
        </Form>
        {demoMode ? (
          <Form method="post" action="/demo-login" className="role-switcher__form">
            <fieldset>
              <legend>Quick demo users</legend>
              {quickDemoRoles.map((role) => (
                <button
                  key={role}
                  type="submit"
                  name="role"
                  value={role}
                  className="role-switcher__option"
                >
                  Demo {roleLabels[role]}
                </button>
              ))}
            </fieldset>
          </Form>
        ) : null}
        <Form method="post" action="/auth/logout">
          <button type="submit" className="button button--secondary">
            Sign out
          </button>
        </Form>
      </div>
    </details>
  )
}

const firstName = (displayName: string) => displayName.split(' ')[0] || 'Account'
