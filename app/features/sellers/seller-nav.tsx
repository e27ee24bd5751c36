import { NavLink } from '@remix-run/react'

const sections = [
  ['/seller-dashboard-authentic', 'Overview'],
  ['/seller/dashboard/listings', 'Listings'],
  ['/seller/dashboard/inquiries', 'Questions, tours and offers'],
  ['/seller/dashboard/experts', 'Experts'],
  ['/seller/dashboard/documents', 'Documents'],
  ['/listing-optimization', 'Listing scores'],
  ['/marketing-materials', 'Marketing'],
  ['/seller/dashboard/settings', 'Settings'],
] as const

// the seller dashboard's sections, on each of its pages
export function SellerNav() {
  return (
    <nav aria-label="Seller dashboard" className="section-nav">
      <ul className="link-list">
        {sections.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
