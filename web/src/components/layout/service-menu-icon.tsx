import { serviceIcons } from '@/content/service-icons';

/**
 * A service's icon in the header's SERVICES panel. Loaded when the panel is first opened (or a pointer
 * or focus reaches its button), not with the page: the panel's links are there at once, for the
 * keyboard too, and the icons fill the places kept for them.
 */
export function ServiceMenuIcon({ id }: { id: keyof typeof serviceIcons }) {
  const Icon = serviceIcons[id];
  return <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />;
}
