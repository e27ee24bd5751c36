import { SectionNav } from '~/ui/section-nav'

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
  return <SectionNav label="Seller dashboard" sections={sections} />
}
