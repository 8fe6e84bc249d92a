import { Baby, Building2, type LucideIcon, Shirt, Sparkles, SprayCan, UsersRound } from 'lucide-react';
import type { serviceLinks } from './service-links';

/**
 * Each service's icon, by the service's id: the catalogue's cards (./services) and the header's
 * SERVICES panel draw them. A module of its own so that the site's frame, which lists the services by
 * name (./service-links), loads the icons only when the panel opens.
 */
export const serviceIcons: Record<(typeof serviceLinks)[keyof typeof serviceLinks]['id'], LucideIcon> = {
  'domestic-cleaning': SprayCan,
  'commercial-cleaning': Building2,
  housekeeping: UsersRound,
  ironing: Shirt,
  childcare: Baby,
  'deep-cleaning': Sparkles,
};
