import { paths } from '@/config/paths';

/**
 * Each service's name, page and one line for menus: all the site's frame needs (the header's menus,
 * the footer), so every page carries these few words and not the catalogue's descriptions, icons and
 * pictures (./services, which builds its cards on these).
 */
export interface ServiceLink {
  id: string;
  title: string;
  /** One line for menus. */
  summary: string;
  path: string;
}

const link = <Id extends string>(id: Id, title: string, summary: string, path: string) =>
  ({
    id,
    title,
    summary,
    path,
  }) satisfies ServiceLink;

export const serviceLinks = {
  domesticCleaning: link(
    'domestic-cleaning',
    'Domestic Cleaning',
    'Regular, one-off and deep cleans for your home',
    paths.domesticCleaning,
  ),
  commercialCleaning: link(
    'commercial-cleaning',
    'Commercial Cleaning',
    'Offices, shops and schools, out of hours',
    paths.commercialCleaning,
  ),
  housekeeping: link(
    'housekeeping',
    'Housekeeping',
    'Laundry, tidying and the running of your home',
    paths.housekeeping,
  ),
  ironing: link('ironing', 'Ironing Service', 'Collected, pressed and delivered back', paths.ironing),
  childcare: link(
    'childcare',
    'Nannying & Babysitting',
    'DBS-checked nannies and babysitters',
    paths.childcare,
  ),
  deepCleaning: link(
    'deep-cleaning',
    'Deep & End of Tenancy Cleaning',
    'Top-to-bottom cleans for moving day',
    `${paths.domesticCleaning}#cleaning-types`,
  ),
} as const;

/** The five service pages, in menu order. */
export const servicePageLinks = [
  serviceLinks.domesticCleaning,
  serviceLinks.commercialCleaning,
  serviceLinks.housekeeping,
  serviceLinks.ironing,
  serviceLinks.childcare,
] as const satisfies readonly ServiceLink[];
