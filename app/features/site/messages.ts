// what the site's own pages (how it works, why Threshold, clearing this site's data, terms and
// privacy) say where a test or another page needs the same words
export const siteMessages = {
  howItWorks: {
    title: 'How Threshold works',
    lead: 'Buying, selling and hiring help, step by step. Each step links to the page where you do it.',
  },
  whyThreshold: {
    title: 'Why Threshold?',
    lead: 'What Threshold does differently, with the figures measured on the data this site runs on.',
    valuationUnavailable: 'The valuation model is not loaded, so no figures can be shown.',
  },
  clearCache: {
    title: "Clear this site's data",
    lead: 'Remove everything Threshold keeps in this browser, and sign out.',
    button: "Clear this site's data",
    signedInNote:
      'You are signed in: this also signs you out, and the session is ended on our server too.',
    doneTitle: "This site's data is cleared",
    done: "Threshold's cookies, storage and cached pages are cleared from this browser, and you are signed out. Your account and what you saved in it are unchanged.",
  },
  settingsLinks: {
    download: 'Download my data',
    delete: 'Delete my account',
  },
} as const
