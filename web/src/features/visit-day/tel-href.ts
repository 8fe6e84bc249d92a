/** A phone number as a `tel:` link wants it: the digits (and a leading +) alone. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
