/** Why a customer gets a notice about their ticket, in the footer of each. */
export const customerNoticeReason = {
  en: (product: string) => `You received this because you filed this ticket with ${product}.`,
  fr: (product: string) => `Vous recevez ce message parce que vous avez envoyé cette demande à ${product}.`,
};
