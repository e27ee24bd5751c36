import { SectionNav } from '~/ui/section-nav'

const sections = [
  ['/vendor-dashboard', 'Overview'],
  ['/enhanced-vendor-dashboard', 'Figures'],
  ['/vendor-onboarding', 'Business profile'],
  ['/appointments', 'Appointments'],
  ['/vendor/settings', 'Settings'],
] as const

// a vendor's sections, on each of their pages
export function VendorNav() {
  return <SectionNav label="Vendor dashboard" sections={sections} />
}
