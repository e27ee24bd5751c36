import { index, route, type RouteConfig } from '@remix-run/route-config'

// the spec's route table (§2) and docs/ROUTES.md, one line a path; ids name pages that share a module
export default [
  // accounts (auth screens: no header, no footer)
  route('auth/welcome', 'routes/auth.welcome.tsx', { id: 'auth-welcome' }),
  route('get-started', 'routes/auth.welcome.tsx', { id: 'get-started' }),
  route('auth/login', 'routes/auth.login.tsx', { id: 'auth-login' }),
  route('auth/register', 'routes/auth.register.tsx', { id: 'auth-register' }),
  route('auth/forgot-password', 'routes/auth.forgot-password.tsx', { id: 'auth-forgot-password' }),
  route('auth/reset-password', 'routes/auth.reset-password.tsx', { id: 'auth-reset-password' }),
  route('auth/mailbox', 'routes/auth.mailbox.tsx', { id: 'auth-mailbox' }),
  route('auth/google', 'routes/auth.social.tsx', { id: 'auth-google' }),
  route('auth/google/callback', 'routes/auth.social-callback.tsx', { id: 'auth-google-callback' }),
  route('auth/google/token', 'routes/auth.social-token.tsx', { id: 'auth-google-token' }),
  route('auth/facebook', 'routes/auth.social.tsx', { id: 'auth-facebook' }),
  route('auth/facebook/callback', 'routes/auth.social-callback.tsx', {
    id: 'auth-facebook-callback',
  }),
  route('auth/facebook/token', 'routes/auth.social-token.tsx', { id: 'auth-facebook-token' }),
  route('auth/stand-in/:provider', 'routes/auth.stand-in.tsx', { id: 'auth-stand-in' }),
  route('auth/logout', 'routes/auth.logout.tsx'),
  route('auth/role', 'routes/auth.role.tsx'),
  route('settings', 'routes/settings.tsx', { id: 'settings' }),
  route('settings/data', 'routes/settings.data.ts', { id: 'settings-data' }),
  route('demo-login', 'routes/demo-login.tsx', { id: 'demo-login' }),
  route('terms', 'routes/terms.tsx', { id: 'terms' }),
  route('privacy', 'routes/privacy.tsx', { id: 'privacy' }),
  route('clear-cache', 'routes/clear-cache.tsx', { id: 'clear-cache' }),

  // home and buyers
  index('routes/home.tsx'),
  route('buyer-flow', 'routes/buyer-flow.tsx', { id: 'buyer-flow' }),
  route('buyer-workflow', 'routes/buyer-workflow.tsx', { id: 'buyer-workflow' }),
  route('property-search', 'routes/property-search.tsx', { id: 'property-search' }),
  route('properties', 'routes/properties.tsx', { id: 'properties' }),
  route('property/:id', 'routes/property.tsx', { id: 'property' }),
  route('buyer-dashboard', 'routes/buyer-dashboard.tsx', { id: 'buyer-dashboard' }),
  route('appointments', 'routes/appointments.tsx', { id: 'appointments' }),
  route('appointments/:id/calendar.ics', 'routes/appointments.calendar.ts', {
    id: 'appointment-calendar',
  }),
  route('appointments/jobs/:jobId/calendar.ics', 'routes/appointments.job-calendar.ts', {
    id: 'job-calendar',
  }),
  route('service-experts', 'routes/service-experts.tsx', { id: 'service-experts' }),
  route('service-provider/:id', 'routes/service-provider.tsx', { id: 'service-provider' }),
  route('request-service', 'routes/request-service.tsx', { id: 'request-service' }),
  route('service-request-confirmation', 'routes/service-request-confirmation.tsx', {
    id: 'service-request-confirmation',
  }),
  route('documents', 'routes/documents.tsx', { id: 'documents' }),
  route('documents/:documentId', 'routes/documents.detail.tsx', { id: 'document' }),
  route('documents/:documentId/file', 'routes/documents.file.ts', { id: 'document-file' }),
  route('contract-terms', 'routes/contract-terms.tsx', { id: 'contract-terms' }),
  route('contract-terms/calendar.ics', 'routes/contract-terms.calendar.ts', {
    id: 'contract-terms-calendar',
  }),
  route('services', 'routes/services.tsx', { id: 'services' }),
  route('marketplace', 'routes/marketplace.tsx', { id: 'marketplace' }),
  route('marketplace/bundle/:id', 'routes/marketplace.bundle.tsx', { id: 'marketplace-bundle' }),
  route('payment-confirmation', 'routes/payment-confirmation.tsx', { id: 'payment-confirmation' }),
  route('payments/stand-in/checkout/:sessionId', 'routes/payments.stand-in-checkout.tsx', {
    id: 'payments-stand-in-checkout',
  }),
  route('fast-online-application', 'routes/fast-online-application.tsx', {
    id: 'fast-online-application',
  }),

  // sellers
  route('seller-flow/photos', 'routes/seller-flow.photos.tsx', { id: 'seller-flow-photos' }),
  route('seller-flow/photos/upload', 'routes/seller-flow.photos.upload.ts', {
    id: 'seller-flow-photos-upload',
  }),
  route('seller-flow', 'routes/seller-flow.ts', { id: 'seller-flow' }),
  route('seller-flow/intent', 'routes/seller-flow.intent.tsx', { id: 'seller-flow-intent' }),
  route('seller-flow/property', 'routes/seller-flow.property.tsx', { id: 'seller-flow-property' }),
  route('seller-flow/details', 'routes/seller-flow.details.tsx', { id: 'seller-flow-details' }),
  route('seller-flow/price', 'routes/seller-flow.price.tsx', { id: 'seller-flow-price' }),
  route('seller-flow/plan', 'routes/seller-flow.plan.tsx', { id: 'seller-flow-plan' }),
  route('seller-flow/review', 'routes/seller-flow.review.tsx', { id: 'seller-flow-review' }),
  route('seller-dashboard-authentic', 'routes/seller-dashboard.tsx', {
    id: 'seller-dashboard-authentic',
  }),
  route('seller-dashboard-demo', 'routes/seller-dashboard-demo.tsx', {
    id: 'seller-dashboard-demo',
  }),
  route('seller/dashboard/listings', 'routes/seller.listings.tsx', { id: 'seller-listings' }),
  route('seller/dashboard/listings/:listingId/published', 'routes/seller.listing-published.tsx', {
    id: 'seller-listing-published',
  }),
  route('seller/dashboard/listings/:listingId/edit', 'routes/seller.listing-edit.tsx', {
    id: 'seller-listing-edit',
  }),
  route('seller/dashboard/listings/:listingId/photos', 'routes/seller.listing-photos.tsx', {
    id: 'seller-listing-photos',
  }),
  route(
    'seller/dashboard/listings/:listingId/photos/upload',
    'routes/seller.listing-photos.upload.ts',
    { id: 'seller-listing-photos-upload' },
  ),
  route('seller/dashboard/inquiries', 'routes/seller.inquiries.tsx', { id: 'seller-inquiries' }),
  route('seller/dashboard/experts', 'routes/seller.experts.tsx', { id: 'seller-experts' }),
  route('seller/dashboard/documents', 'routes/seller.documents.tsx', { id: 'seller-documents' }),
  route('seller/dashboard/settings', 'routes/seller.settings.tsx', { id: 'seller-settings' }),
  route('listing-optimization', 'routes/listing-optimization.tsx', { id: 'listing-optimization' }),
  route('seller/optimize-listing/:listingId', 'routes/seller.optimize-listing.tsx', {
    id: 'seller-optimize-listing',
  }),
  route('AIListingEnhancer', 'routes/ai-listing-enhancer.tsx', { id: 'ai-listing-enhancer' }),
  route('marketing-materials', 'routes/marketing-materials.tsx', { id: 'marketing-materials' }),
  route('marketing-materials/:materialId/file', 'routes/marketing-materials.file.ts', {
    id: 'marketing-material-file',
  }),
  route('generate-marketing-materials/:listingId?', 'routes/generate-marketing-materials.tsx', {
    id: 'generate-marketing-materials',
  }),

  // vendors
  route('vendor-onboarding', 'routes/vendor-onboarding.tsx', { id: 'vendor-onboarding' }),
  route('vendor-dashboard', 'routes/vendor-dashboard.tsx', { id: 'vendor-dashboard' }),
  route('vendor/lead/:leadId', 'routes/vendor-lead.tsx', { id: 'vendor-lead' }),
  route('vendor/offer/accepted', 'routes/vendor-offer-accepted.tsx', {
    id: 'vendor-offer-accepted',
  }),
  route('enhanced-vendor-dashboard', 'routes/enhanced-vendor-dashboard.tsx', {
    id: 'enhanced-vendor-dashboard',
  }),
  route('vendor/settings', 'routes/vendor-settings.tsx', { id: 'vendor-settings' }),

  // tools and other
  route('ai-valuation', 'routes/ai-valuation.tsx', { id: 'ai-valuation' }),
  route('ai-valuation-details', 'routes/ai-valuation-details.tsx', { id: 'ai-valuation-details' }),
  route('ai-valuation/markets/:marketId', 'routes/ai-valuation.market.tsx', {
    id: 'ai-valuation-market',
  }),
  route('detailed-ai-valuation/:listingId?', 'routes/detailed-ai-valuation.tsx', {
    id: 'detailed-ai-valuation',
  }),
  route('cma', 'routes/cma.tsx', { id: 'cma' }),
  route('cma/analysis.csv', 'routes/cma.csv.ts', { id: 'cma-csv' }),
  route('neighborhood-explorer', 'routes/neighborhood-explorer.tsx', {
    id: 'neighborhood-explorer',
  }),
  route('idx-listings', 'routes/idx-listings.tsx', { id: 'idx-listings' }),
  route('widget-testing', 'routes/widget-testing.tsx', { id: 'widget-testing' }),
  // embeddable widgets: made to be framed by other sites, no header, no cookies (ADR 040)
  route('widgets/valuation', 'routes/widgets.valuation.tsx', { id: 'widget-valuation' }),
  route('widgets/search', 'routes/widgets.search.tsx', { id: 'widget-search' }),

  // administration (the stored role admin)
  route('analytics-dashboard', 'routes/analytics-dashboard.tsx', { id: 'analytics-dashboard' }),
  route('valuation-markets', 'routes/valuation-markets.tsx', { id: 'valuation-markets' }),
  route('valuation-markets/:marketId', 'routes/valuation-market.tsx', { id: 'valuation-market' }),
  route('how-it-works', 'routes/how-it-works.tsx', { id: 'how-it-works' }),
  route('why-threshold', 'routes/why-threshold.tsx', { id: 'why-threshold' }),

  // landing
  route('landing/ai-home-valuation', 'routes/landing.ai-home-valuation.tsx', {
    id: 'landing-ai-home-valuation',
  }),
  route(
    'landing/commission-savings-calculator',
    'routes/landing.commission-savings-calculator.tsx',
    { id: 'landing-commission-savings-calculator' },
  ),
  route('landing/fsbo-expert-support', 'routes/landing.fsbo-expert-support.tsx', {
    id: 'landing-fsbo-expert-support',
  }),
  // pages made in landing admin (ADR 041); the fixed pages above keep their addresses
  route('landing/:slug', 'routes/landing.page.tsx', { id: 'landing-page' }),
  route('landing-admin', 'routes/landing-admin.tsx', { id: 'landing-admin' }),
  route('landing-ab-test', 'routes/landing-ab-test.tsx', { id: 'landing-ab-test' }),

  // files, served with their owners' and listings' access rules (ADR 027)
  route('files/photos/:photoId/:file', 'routes/files.photos.ts', { id: 'photo-file' }),

  // api
  route('api/events', 'routes/api.events.ts'),
  route('api/auth/update-role', 'routes/api.auth.update-role.ts'),
  route('api/stripe/webhook', 'routes/api.stripe.webhook.ts'),
  route('api/jobs/search-alerts', 'routes/api.jobs.search-alerts.ts'),
  route('api/map/homes', 'routes/api.map.homes.ts'),
  route('api/map/neighborhoods', 'routes/api.map.neighborhoods.ts'),

  // any other path
  route('*', 'routes/any-other-path.tsx', { id: 'any-other-path' }),
] satisfies RouteConfig

// The spec's paths whose pages are not built yet (planned), aliases of other pages, and its
// "Coming soon" placeholders. They are not Remix routes: the `*` route above answers them from this
// list (ADR 031), so Remix matches a request against ~55 routes instead of ~90. An issue that builds
// one of these pages moves its line into the table above as a route.
export type Placeholder = { kind: 'planned' | 'alias' | 'coming-soon'; path: string; id: string }
const alias = (path: string, id: string): Placeholder => ({ kind: 'alias', path, id })
const comingSoon = (path: string, id: string): Placeholder => ({ kind: 'coming-soon', path, id })

export const placeholders: Placeholder[] = [
  // home and buyers
  alias('experts', 'experts'),

  // sellers
  alias('seller-dashboard', 'seller-dashboard'),
  alias('demo-seller-dashboard', 'demo-seller-dashboard'),
  alias('inquiries', 'inquiries'),

  // placeholders the spec marks "Coming soon"
  comingSoon('calendar', 'calendar'),
  comingSoon('resources', 'resources'),
  comingSoon('demo', 'demo'),
]
