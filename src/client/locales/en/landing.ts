export const landing = {
  nav: {
    features: 'Features',
    about: 'About',
    contact: 'Contact',
  },
  hero: {
    badge: 'Made in Canada · Always free',
    title: 'The free AI platform built for Canadian businesses',
    subtitle:
      'Analyze documents, put AI agents to work and chat with a professional assistant. Your data stays in Canada and is never used to train AI models.',
    learnMore: 'Learn More',
    promises: ['100% free, no credit card', 'Data kept in Canada', 'No training on your data'],
  },
  features: {
    title: 'Everything your business needs from AI',
    subtitle: 'Professional tools, Canadian values, and no bill at the end of the month.',
    items: {
      documents: {
        title: 'Document Analysis',
        body: 'Upload contracts, reports and invoices and get summaries, key figures and answers in seconds.',
      },
      agents: {
        title: 'Business AI Agents',
        body: 'Agents that draft emails, answer customers and automate the repetitive work of your team.',
      },
      chat: {
        title: 'Professional Chat',
        body: 'A full-featured AI chat on its own dedicated site, ready for everyday business work.',
      },
      sovereignty: {
        title: 'Data Sovereignty',
        body: 'Your data is kept in Canada and never used to train AI models. What you share stays yours.',
      },
      canadian: {
        title: 'Built for Canadians',
        body: 'Designed for Canadian businesses, in English and French, with Canadian laws and practices in mind.',
      },
      free: {
        title: 'Always Free',
        body: 'No trial period, no credit card, no hidden fees. The platform is free for every business.',
      },
    },
  },
  why: {
    title: (product: string) => `Why choose ${product}?`,
    subtitle: 'Powerful AI should not cost a fortune or your privacy.',
    free: {
      title: '100% Free',
      body: 'Every feature is free for every business, from sole proprietors to large teams. No plans, no limits on what matters.',
    },
    privacy: {
      title: 'Privacy First',
      body: 'Your conversations and documents are stored in Canada, protected, and never used to train AI models.',
    },
  },
  about: {
    title: (product: string) => `About ${product}`,
    body: (product: string) =>
      `${product} exists so that every Canadian business, whatever its size, can use modern AI without giving up its data or its budget. We run the platform in Canada, keep your information here, and never train models on it.`,
    mission: 'Our mission: make AI useful, safe and free for the businesses that keep Canada running.',
  },
  footer: {
    tagline: 'Free AI for Canadian businesses.',
    supportTitle: 'Support',
    supportBody: 'Questions or problems? Send us a ticket and follow it from your dashboard.',
    linksTitle: 'Your account',
    contactTitle: 'Contact',
    contactEmailLabel: 'Email',
    contactPhoneLabel: 'Phone',
    contactAddressLabel: 'Address',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    rights: (product: string) => `© ${product}. Proudly Canadian.`,
  },
};
