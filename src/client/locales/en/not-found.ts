export const notFound = {
  title: 'Oops! Page not found',
  body: 'The page you are looking for does not exist or has moved.',
  returnHome: 'Return to Home',
};
