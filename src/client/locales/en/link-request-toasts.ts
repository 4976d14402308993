/** What a link's request or opening says when it fails: the sign-in cards' and the link pages'. */
export const linkRequestToasts = {
  rateLimitedTitle: 'Too Many Requests',
  rateLimited: 'Too many links were asked for. Please wait an hour and try again.',
  errorTitle: 'Error',
  sendFailed: 'The link could not be sent. Please try again.',
  tooManyTries: 'Too many links were opened from your network. Please wait an hour and try again.',
};
