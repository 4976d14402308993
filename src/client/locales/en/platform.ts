export const platform = {
  title: (product: string) => `${product} Platform`,
  support: 'Support',
  close: 'Close this app',
  loading: 'Loading the AI platform...',
  loadFailedTitle: 'Error',
  loadFailed: 'The AI platform could not be opened. Please check your connection and try again.',
};
