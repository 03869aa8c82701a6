// The auth namespace in English (log in, register, join, forgotten password): the spec's wording, letter for letter.
export const auth = {
  fields: { email: "Email", password: "Password" },
  backToLogin: "Back to log in",
  login: {
    title: "Log in",
    subtitle: "Schedule your team, fill your shifts.",
    footer: "New to Brigade? <register>Register your business</register> or <join>join your team</join>",
    forgot: "Forgot password?",
    submit: "Log in",
  },
  register: {
    title: "Register your business",
    subtitle: "You become its owner and can add locations, areas, roles and your team.",
    haveAccount: "Already have an account? <login>Log in</login>",
    joinInstead: "Joining your team instead? <join>Use a join code</join>",
    businessName: "Business name",
    submit: "Register business",
  },
  join: {
    title: "Join your team",
    subtitle: "Send a request to join your restaurant's team on Brigade. A manager approves it.",
    footer: "Already approved? <login>Log in</login> · Own a business? <register>Register it</register>",
    sent: "Request sent",
    goToLogin: "Go to log in",
  },
  forgot: {
    title: "Forgot your password?",
    subtitle: "We will e-mail you a link to choose a new one.",
    remembered: "Remembered it? <login>Log in</login>",
    checkMail: "Check your e-mail",
    emailHint: "The address you log in with.",
    submit: "Send reset link",
  },
  reset: {
    title: "Choose a new password",
    subtitle: "For the account this link was sent to.",
    askNew: "Ask for a new reset link",
    hint: "At least 8 characters. You will be logged out everywhere.",
    confirm: "Confirm new password",
    submit: "Set new password",
  },
  changePassword: {
    current: "Current password",
    new: "New password",
    hint: "At least 8 characters. Your other sessions will be logged out.",
    submit: "Change password",
  },
} as const;
