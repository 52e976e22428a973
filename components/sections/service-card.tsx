import Link from 'next/link';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Icon } from '@/components/ui/icon';
import { reveal } from '@/components/ui/reveal';
import type { IconName } from '@/lib/content';

export interface ServiceCardProps {
  title: string;
  icon: IconName;
  description: string;
  features?: readonly string[];
  /** A label such as "$1M+" for specialized services. */
  badge?: string;
  href?: string;
  index: number;
}

/** A service on /services: icon, title, description, features or a badge, optional guide link. */
export function ServiceCard({ title, icon, description, features, badge, href, index }: ServiceCardProps) {
  const motion = reveal(index);
  return (
    <li className={`${motion.className} flex flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm`}>
      <div className="flex items-start justify-between gap-3">
        <span
          className={`inline-flex h-12 w-12 items-center justify-center rounded-xl ${badge ? 'bg-purple-100 text-accent-text' : 'bg-brand-soft text-brand'}`}
        >
          <Icon name={icon} />
        </span>
        {badge ? <span className="rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">{badge}</span> : null}
      </div>
      <h3 className="mt-4 text-lg font-semibold">{title}</h3>
      <p className="mt-2 text-gray-600">{description}</p>
      {features ? (
        <ul className="mt-4 space-y-1.5 text-sm text-gray-700">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      {href ? (
        <Link
          href={href}
          className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-brand hover:underline"
        >
          Learn more<span className="sr-only"> about {title.toLowerCase()}</span>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </li>
  );
}
