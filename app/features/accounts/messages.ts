// exact strings from the product spec (§2, §4, §5, §8); tests import them to assert verbatim
export const messages = {
  welcome: {
    tagline: 'Your intelligent real estate platform',
    blurb: 'AI-powered tools, property recommendations and service provider matching.',
  },
  validation: {
    required: 'Required',
    fullName: 'Full name is required',
    email: 'Please enter a valid email address',
    passwordLength: 'Password must be at least 6 characters',
    passwordUppercase: 'Password must contain at least one uppercase letter',
    passwordNumber: 'Password must contain at least one number',
    passwordsMatch: "Passwords don't match",
    role: 'Please select a role',
    passwordHint:
      'Password must be at least 6 characters and include an uppercase letter and a number.',
  },
  signIn: {
    userNotFound: 'No account found with this email address',
    wrongPassword: 'Incorrect password',
    invalidEmail: 'Invalid email address',
    userDisabled: 'This account has been disabled',
    tooManyRequests: 'Too many failed attempts. Please try again later',
    apiKeyNotValid: 'Invalid API configuration. Please contact support',
    network: 'Network error. Please check your connection',
    // firebase answers INVALID_LOGIN_CREDENTIALS when enumeration protection is on, so the two cases merge
    invalidCredentials: 'The email address or password is incorrect',
    fallback: 'Failed to sign in',
  },
  register: {
    emailInUse: 'An account with this email already exists',
    weakPassword: 'Password is too weak',
    invalidEmail: 'Please enter a valid email address',
    fallback: 'Failed to create account',
  },
  reset: {
    userNotFound: 'No account found with this email address',
    invalidEmail: 'Invalid email address',
    network: 'Network error. Please check your connection',
    notConfigured: 'Password reset service not configured',
    fallback: 'Failed to send password reset email',
    sentTitle: 'Reset Link Sent!',
    expiry: 'The link expires in 24 hours.',
    sharedDemoAccount:
      "The demo accounts' passwords cannot be changed: everyone signs in to them with the password shown on the sign-in page.",
  },
  // our own words for refusals the spec does not name (sign-in keeps signIn.tooManyRequests)
  limits: {
    register: (wait: string) =>
      `Too many attempts to create an account. Please try again in ${wait}.`,
    reset: (wait: string) => `Too many reset links asked for. Please try again in ${wait}.`,
    resetComplete: (wait: string) =>
      `Too many attempts to set a new password. Please try again in ${wait}.`,
    demoLogin: (wait: string) =>
      `Too many demo users started from your network. Please try again in ${wait}.`,
  },
  // why a signed-out visitor was sent to sign in: the `reason` of /auth/login, shown under its heading
  signInReasons: {
    save: 'Sign in to save this home',
    ask: 'Sign in to ask a question',
    tour: 'Sign in to book a tour',
    offer: 'Sign in to make an offer',
    listing: 'Sign in to continue your listing',
  },
  social: {
    cancelled: 'Sign-in was cancelled',
    popupBlocked: 'Sign-in popup was blocked by your browser',
    googleFailed: 'Google sign-in failed',
    facebookFailed: 'Facebook sign-in failed',
    // Firebase's auth/account-exists-with-different-credential, naming the way in that works
    accountExists: (method: string) =>
      `An account already exists with the same email address but different sign-in credentials. Sign in with ${method}.`,
  },
  mailbox: {
    intro:
      'Demo mode sends no real e-mail. These are the messages it would have sent you, newest first.',
    withheld:
      'A reset link you asked for went to an account this browser has not signed in to. The demo mailbox shows each message only to its recipient, so that link is not shown here.',
  },
  // what the error page says when a request cannot be served (our words; the spec names none)
  refused: {
    roleNotAvailable: 'That role is not available to you.',
    roleRequired: (roles: string[]) =>
      `This page is for ${roles.join(' or ')} accounts. Switch role in the account menu, or sign in with an account that has access.`,
    roleFromMenu: 'Choose a dashboard from the account menu to change your role.',
    signOutFromMenu: 'Sign out with the Sign out button in the account menu.',
    socialFromSignInPage: 'Start signing in with Google or Facebook from the sign-in page.',
    demoOnly: 'Demo users are available only in demo mode.',
    demoRole: 'Choose a buyer, seller or vendor demo user.',
    standInLink: 'This sign-in link is not valid.',
    updateRoleMethod: 'Use POST with a JSON body to change a role.',
    sendJson: 'Send JSON.',
    brokenJson: 'The body is not valid JSON.',
  },
  other: {
    loginFailed: 'Login failed',
    registrationFailed: 'Registration failed',
    resetFailed: 'Password reset failed',
    logoutFailed: 'Logout failed',
    noUser: 'No user logged in',
  },
  toasts: {
    loginSuccess: { title: 'Login Successful', description: 'Welcome back!' },
    loginFailed: { title: 'Login Failed' },
    loginError: { title: 'Login Error' },
    registrationSuccess: (role: string) => ({
      title: 'Registration Successful',
      description: `Welcome! You're now registered as a ${role}.`,
    }),
    registrationFailed: (error?: string) => ({
      title: 'Registration Failed',
      description: error ?? 'Failed to create account. Please try again.',
    }),
    unexpected: (error?: string) => ({
      title: 'Error',
      description: error ?? 'An unexpected error occurred. Please try again.',
    }),
    socialFailed: (provider: string, error?: string) => ({
      title: 'Sign In Failed',
      description: error ?? `Failed to sign in with ${provider}. Please try again.`,
    }),
    resetSent: {
      title: 'Reset Link Sent',
      description: 'Check your email for instructions to reset your password.',
    },
    resetError: (error?: string) => ({
      title: 'Error',
      description: error ?? 'Failed to send reset link. Please verify your email address.',
    }),
    roleUpdated: (role: string) => ({
      title: 'Role Updated',
      description: `Your role has been updated to ${role}.`,
    }),
    signedOut: { title: 'Signed out', description: 'You have been signed out.' },
    demoReady: (name: string) => ({
      title: 'Demo user ready',
      description: `You're exploring Threshold as ${name}.`,
    }),
  },
} as const

// the two lines every event mail ends with (letters.ts)
export const letterMessages = {
  openLink: 'Open it on Threshold:',
  footer:
    'You get this message because of your notification settings on Threshold. Change them in your settings.',
}
