/** /admin/settings, for admins: the organisation, its contact details, hours, targets and policies (issue 46). */
export const deskSettings = {
  title: 'Settings',
  intro:
    'Your organisation as customers see it, and how the desk works. Changes apply at once and are listed in the audit trail.',
  dashboardText:
    'Organisation, contact details, business hours, response target, retention and two-factor policy.',
  open: 'Open Settings',
  loading: 'Loading the settings...',
  loadFailed: 'Failed to load the settings',
  organisation: {
    title: 'Organisation',
    hint: 'Shown in the landing page’s contact section and footer and in every email; leave a detail empty to hide it.',
    name: 'Organisation name',
    supportEmail: 'Support email',
    phone: 'Phone',
    address: 'Address',
  },
  hours: {
    title: 'Hours and Target',
    hint: 'The analytics count waiting time within these hours only.',
    hours: 'Business hours',
    hoursHint: 'For example mon-fri 09:00-17:00. Empty: every hour counts.',
    timeZone: 'Time zone',
    timeZoneHint: 'For example America/Toronto; the analytics’ days begin at its midnight.',
    target: 'First-response target (hours)',
    targetHint: 'The analytics show the share of tickets first answered within this many business hours.',
  },
  policies: {
    title: 'Policies',
    retention: 'Remove closed tickets after (days)',
    retentionHint:
      'Counted from a ticket’s last activity, checked daily and stated on the privacy page. Empty: closed tickets are kept.',
    requireTwoFactor: 'Require two-factor sign-in',
    requireTwoFactorHint: 'A member without it sets it up at their next sign-in.',
  },
  save: 'Save Settings',
  saving: 'Saving...',
  savedTitle: 'Settings Saved',
  saved: 'The changes apply at once.',
  failed: 'Failed to save the settings',
  problems: {
    nameMissing: 'Enter the organisation’s name.',
    emailInvalid: 'Enter a valid email address, or leave it empty.',
    hoursInvalid: 'Write the hours like mon-fri 09:00-17:00, or leave them empty.',
    zoneInvalid: 'Enter a time zone such as America/Toronto.',
    targetInvalid: 'Enter a number of hours above 0.',
    retentionInvalid: 'Enter a whole number of days, or leave it empty.',
  },
};
