export const tickets = {
  form: {
    title: 'Submit Support Ticket',
    intro: "Tell us what you need help with and we'll get back to you.",
    emailLabel: 'Email',
    emailPlaceholder: 'you@company.ca',
    nameLabel: 'Name',
    namePlaceholder: 'Your full name',
    subjectLabel: 'Subject',
    subjectPlaceholder: 'Brief description of the issue',
    descriptionLabel: 'Description',
    descriptionPlaceholder: 'Please describe your issue in detail...',
    passwordLabel: 'Create Password',
    passwordPlaceholder: 'Create a password',
    passwordHelp: 'At least 6 characters.',
    submit: 'Submit Ticket',
    submitting: 'Submitting...',
    consent: 'By submitting, you agree to the handling of your information described in our',
    consentLink: 'privacy policy',
    cancel: 'Cancel',
    /** The honeypot's label: never shown to people, only to bots that read the markup. */
    websiteLabel: 'Website',
    loadFailedTitle: 'Error',
    loadFailed: 'The ticket form could not be loaded. Please check your connection and try again.',
  },
  filed: {
    title: 'Ticket received',
    reference: 'Your ticket reference',
    acknowledged: (email: string) => `We emailed an acknowledgement with this reference to ${email}.`,
    confirmationSent: (email: string) => `We emailed ${email} a link to confirm your address.`,
    done: 'Done',
  },
  newTicket: 'New ticket',
  hint: {
    unknown: "Enter your email address first: we'll check whether you already have a password.",
    known:
      'Email recognized! No password needed: view your tickets in My Tickets with your email and existing password.',
    new: 'New email: create a password below to view your tickets later in My Tickets.',
  },
  toast: {
    missingTitle: 'Missing Information',
    missing: 'Please fill in all required fields.',
    missingWithPassword: 'Please fill in all required fields including password.',
    invalidEmailTitle: 'Invalid Email',
    invalidEmail: 'Please enter a valid email address.',
    shortPasswordTitle: 'Password Too Short',
    shortPassword: 'Password must be at least 6 characters long.',
    submittedTitle: 'Support Ticket Submitted',
    submittedExisting:
      'Your ticket has been submitted successfully! You can view it in the dashboard with your existing password.',
    submittedNew:
      'Your ticket has been submitted successfully! Your password has been set: open the link we emailed you to confirm your address, then use your email and password to view your tickets in the dashboard.',
    submittedHeld:
      "Your ticket has been submitted successfully! Your password has been set, but we can't email you the link to confirm your address right now. In an hour, sign in to the dashboard with your email and password and choose 'Send the link again'.",
    failedTitle: 'Submission Failed',
    failed: 'There was an error submitting your ticket. Please try again.',
    rateLimited: 'Too many tickets have been submitted from your network. Please wait an hour and try again.',
  },
};
