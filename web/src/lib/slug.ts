/**
 * the specification's slug rule: the title in lower case, every run of characters other than a-z and 0-9 turned
 * into one hyphen, and hyphens at either end removed. "Eco-Friendly Cleaning: Better for Your Home &
 * Planet" becomes `eco-friendly-cleaning-better-for-your-home-planet`.
 */
export const slugify = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
