export const meta = {
  homeTitle: (product: string) => `${product} — Free AI for Canadian businesses`,
  homeDescription: (product: string) =>
    `${product} is a free AI platform for Canadian businesses: document analysis, business AI agents and professional chat, with your data kept in Canada and never used for training.`,
  notFoundTitle: (product: string) => `Page not found — ${product}`,
  appTitle: (product: string) => `${product} Support`,
};
