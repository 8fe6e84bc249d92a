/**
 * Loads another page of the site (each page is its own document), in place of this one when `replace`
 * is set. One function, so component tests can watch where the app sends people: jsdom loads no pages.
 */
export const goTo = (path: string, { replace = false }: { replace?: boolean } = {}) => {
  if (replace) window.location.replace(path);
  else window.location.assign(path);
};
