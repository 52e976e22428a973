'use client';

import { useEffect } from 'react';
import { usePagePath } from './use-browser-state';

export type NotFoundKind = 'firm' | 'post' | 'page';

function notFoundKind(pathname: string): NotFoundKind {
  if (pathname.startsWith('/firm/')) return 'firm';
  if (pathname.startsWith('/blog/')) return 'post';
  return 'page';
}

const MESSAGES = {
  firm: {
    title: 'Firm Not Found',
    text: 'We could not find that firm. It may have been renamed or removed from the directory.',
    links: [{ href: '/', label: 'Return to Home' }],
  },
  post: {
    title: 'Post Not Found',
    text: 'We could not find that article. It may have moved; the blog lists every one.',
    links: [{ href: '/blog/', label: 'Return to Blog' }],
  },
  page: {
    title: 'Page Not Found',
    text: 'The page you were looking for does not exist or has moved.',
    links: [
      { href: '/', label: 'Go to the home page' },
      { href: '/sitemap/', label: 'Browse the sitemap' },
    ],
  },
} as const;

/**
 * A static host serves one 404 page for every unknown path, so the message is chosen in the
 * browser from the path (firm, article or anything else). Without JavaScript the general
 * message shows.
 */
export function NotFoundMessage() {
  // The HTML carries the general message; the requested path is only known in the browser.
  const path = usePagePath();
  const kind = path === null ? 'page' : notFoundKind(path);
  const message = MESSAGES[kind];
  useEffect(() => {
    // The tab title says the same as the heading ("Firm Not Found | …").
    document.title = document.title.replace(MESSAGES.page.title, message.title);
  }, [message.title]);
  return (
    <div className="text-center" data-not-found={kind}>
      <p className="font-heading text-6xl font-bold text-brand/30" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{message.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-gray-600">{message.text}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {message.links.map((link, index) => (
          <a
            key={link.href}
            href={link.href}
            className={`inline-flex min-h-11 items-center justify-center rounded-lg px-6 font-semibold ${
              index === 0
                ? 'bg-brand text-white hover:bg-brand-dark'
                : 'border border-brand text-brand hover:bg-brand-soft'
            }`}
          >
            {link.label}
          </a>
        ))}
      </div>
    </div>
  );
}
