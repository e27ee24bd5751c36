// what a vendor can turn off in /vendor/settings; clients always hear about their own requests
export const vendorMailTopics = {
  leads: 'New leads',
  jobs: 'Accepted and closed quotes, finished jobs and reviews',
} as const
export type VendorMailTopic = keyof typeof vendorMailTopics
export type VendorMailChoices = Record<VendorMailTopic, boolean>

// users/{uid}.vendorMail: every topic on unless turned off
export function vendorMailChoicesOf(stored: unknown): VendorMailChoices {
  const given = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>
  return { leads: given.leads !== false, jobs: given.jobs !== false }
}
