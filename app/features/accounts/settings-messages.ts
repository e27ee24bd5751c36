// /settings: every word the account settings page, its forms and its answers say (our words; the
// spec names none). Tests import them to assert them verbatim
export const deletedUserLabel = 'Deleted user'

export const settingsMessages = {
  title: 'Account settings',
  demoUser:
    'Demo users keep nothing after they sign out, so there are no settings to change. Create an account to keep your homes, searches and messages.',
  profile: {
    nameMissing: 'Enter your name',
    nameTooLong: 'Keep your name under 80 characters',
    phoneInvalid: 'Enter a phone number of 7 to 15 digits, for example (515) 555-0100',
    saved: { title: 'Your details are saved' },
  },
  photo: {
    missing: 'Choose an image file: JPEG, PNG or WebP.',
    tooLarge: 'The photo can be at most 5 MB. Choose a smaller one.',
    saved: { title: 'Photo saved' },
    removed: { title: 'Photo removed' },
    none: 'No photo yet.',
    alt: (name: string) => `Your photo${name ? `, ${name}` : ''}`,
    tooMany: (wait: string) =>
      `You have changed your photo many times in the last hour. Try again in ${wait}.`,
  },
  password: {
    currentMissing: 'Enter your current password',
    wrongCurrent: 'Your current password is not right. Nothing was changed.',
    sameAsCurrent: 'Choose a new password that is not your current one',
    socialOnly: (providers: string) =>
      `You sign in with ${providers}, so your account has no Threshold password to change. Manage your password with ${providers}.`,
    changed: {
      title: 'Password changed',
      description: 'You are still signed in here; every other device was signed out.',
    },
  },
  notifications: {
    saved: { title: 'Notification choices saved' },
    notSentYet: 'Threshold sends none of these yet; your choice is kept for when it does.',
  },
  unknownForm: 'Choose one of the forms on this page and send it again.',
  data: {
    tooMany: (wait: string) =>
      `You have downloaded your data many times in the last hour. Try again in ${wait}.`,
    tooManyToast: { title: 'Too many downloads' },
  },
  deletion: {
    emailMismatch: 'Type the e-mail address of this account exactly as shown',
    passwordMissing: 'Enter your password to confirm',
    wrongPassword: 'Your password is not right. Your account was not deleted.',
    sharedDemoAccount: 'The demo accounts are shared by every visitor, so they cannot be deleted.',
    buyerLeft: 'The buyer closed their Threshold account.',
    sellerLeft: 'The seller closed their Threshold account.',
    done: {
      title: 'Your account is deleted',
      description:
        'Everything stored about you has been removed or made anonymous. Thank you for using Threshold.',
    },
  },
  tooManyChanges: (wait: string) =>
    `You have changed your settings many times in the last hour. Try again in ${wait}.`,
  providerUnavailable:
    'Threshold cannot reach its sign-in service right now. Nothing was changed; please try again in a minute.',
} as const
