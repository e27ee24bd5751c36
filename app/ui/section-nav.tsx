import { NavLink } from '@remix-run/react'

export type Section = readonly [to: string, label: string]

// a dashboard's sections as one row of tabs that wraps at a desktop width and scrolls sideways in
// its own strip on a phone; the page a person is on is marked (aria-current="page", by NavLink)
// and looks so: underlined, bold, on a tinted ground
export function SectionNav({ label, sections }: { label: string; sections: readonly Section[] }) {
  return (
    <nav aria-label={label} className="section-nav">
      <ul className="section-nav__list">
        {sections.map(([to, text]) => (
          <li key={to}>
            <NavLink to={to} end className="section-nav__link">
              {text}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
