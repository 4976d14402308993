/** What both of the desk's notices to admins say around their content. */
export const deskNoticeCopy = {
  en: {
    from: (name: string, email: string) => `From ${name} <${email}>`,
    /** As the desk marks a ticket whose sender did not sign in: anyone could have typed the address. */
    unverified: 'Filed without signing in',
    button: 'Open the desk',
    reason: (product: string) =>
      `You received this because notifications are on for your admin account on ${product} (at most one message per ticket every 5 minutes).`,
  },
  fr: {
    from: (name: string, email: string) => `De ${name} <${email}>`,
    unverified: 'Soumise sans connexion',
    button: 'Ouvrir le bureau de soutien',
    reason: (product: string) =>
      `Vous recevez ce message parce que les avis sont activés pour votre compte admin sur ${product} (au plus un message par demande toutes les 5 minutes).`,
  },
};
