import { Phone } from 'lucide-react';
import { telHref } from '@/lib/format';
import { ButtonLink, type ButtonLinkProps } from './button-link';

/** A call button: every phone link on the site dials the one configured number. */
export function CallButton({
  phone,
  label,
  ...rest
}: { phone: string; label?: string } & Omit<ButtonLinkProps, 'href' | 'children' | 'external'>) {
  return (
    <ButtonLink href={telHref(phone)} external {...rest}>
      <Phone className="h-4 w-4" aria-hidden="true" />
      {label ?? `Call ${phone}`}
    </ButtonLink>
  );
}

/** An inline phone link in running text. */
export function PhoneLink({ phone, className = '' }: { phone: string; className?: string }) {
  return (
    <a
      href={telHref(phone)}
      className={`font-semibold whitespace-nowrap underline-offset-2 hover:underline ${className}`}
    >
      {phone}
    </a>
  );
}
