import { business, hours } from '@shared/business';
import { Mail, Phone } from 'lucide-react';

/** The company's phone, email and hours, as every page shows them; the values live in shared/business.ts. */
interface LinkProps {
  className?: string;
  /** Shows the lucide icon before the text. */
  withIcon?: boolean;
}

export function PhoneLink({ className, withIcon = false }: LinkProps) {
  return (
    <a href={business.phoneHref} className={className}>
      {withIcon && <Phone aria-hidden="true" className="size-4 shrink-0" />}
      {business.phone}
    </a>
  );
}

export function EmailLink({ className, withIcon = false }: LinkProps) {
  return (
    <a href={`mailto:${business.email}`} className={className}>
      {withIcon && <Mail aria-hidden="true" className="size-4 shrink-0" />}
      {business.email}
    </a>
  );
}

export function HoursList({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {Object.values(hours).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
