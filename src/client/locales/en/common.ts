export const common = {
  enterPlatform: 'Enter AI Platform',
  submitTicket: 'Submit Support Ticket',
  myTickets: 'My Tickets',
  admin: 'Admin',
  home: 'Home',
  close: 'Close',
  /** The switch names the other language, in that language. */
  switchLanguage: 'Français',
  switchLanguageLabel: 'Voir le site en français',
  mainNavigation: 'Main navigation',
  /** While a page's code loads. */
  loading: 'Loading...',
  skipToContent: 'Skip to content',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** The message under a field that stops a form, read with the field. */
  fieldProblem: {
    required: 'This field is required.',
    invalidEmail: 'Enter an email address like name@company.ca.',
    shortPassword: (min: number) => `Use at least ${min} characters.`,
  },
};
