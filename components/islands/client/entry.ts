/**
 * The one script every exported page loads (a few KB): platform enhancements, booking links, and
 * the wake-up of each island. React, react-dom and an island's component are imported only when
 * that island wakes, so a page whose islands never wake never downloads them.
 */
import { enhance } from '@/components/enhance';
import { carryBookingParams } from '@/lib/booking-links';
import { isIslandName, type Wake } from '../registry';

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Resolves when the island comes within `margin` of the viewport (its first box: the wrappers have none). */
function nearViewport(island: HTMLElement, margin: string): Promise<void> {
  const target = island.querySelector('[data-island-root] > *');
  if (!target || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(target);
  });
}

/** Resolves on the first of `events` inside the island. */
function firstEvent(island: HTMLElement, events: readonly string[]): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      for (const type of events) island.removeEventListener(type, wake, true);
      resolve();
    };
    for (const type of events) island.addEventListener(type, wake, { capture: true, passive: true });
  });
}

function woken(island: HTMLElement, wake: Wake): Promise<void> {
  switch (wake) {
    case 'load':
      return Promise.resolve();
    case 'visible':
      return nearViewport(island, '300px');
    case 'focus':
      return firstEvent(island, ['focusin']);
    case 'interaction':
      return firstEvent(island, INTERACTIONS);
  }
}

function isWake(value: string | undefined): value is Wake {
  return value === 'load' || value === 'visible' || value === 'focus' || value === 'interaction';
}

async function wakeIsland(island: HTMLElement): Promise<void> {
  const name = island.dataset.island;
  const wake = island.dataset.wake;
  if (!isIslandName(name) || !isWake(wake)) {
    console.error(`Unknown island "${name}" or wake "${wake}"`, island);
    return;
  }
  // A query parameter the island reads (data-wake-query) means its content depends on it: wake now.
  const params = new URLSearchParams(window.location.search);
  const queryWakes = (island.dataset.wakeQuery ?? '').split(' ').some((key) => key !== '' && params.has(key));
  await woken(island, queryWakes ? 'load' : wake);
  // Clicks that land while the code downloads would be lost (the buttons do nothing without
  // React): remember the last one and replay it once the island is hydrated.
  const missed: { button: HTMLButtonElement | null } = { button: null };
  const remember = (event: Event) => {
    if (event.target instanceof Element) missed.button = event.target.closest('button');
  };
  island.addEventListener('click', remember, true);
  const { hydrateIsland } = await import('./hydrate-island');
  island.removeEventListener('click', remember, true);
  await hydrateIsland(island, name);
  // For people and tests inspecting the page: which islands React now owns.
  island.dataset.hydrated = 'true';
  if (missed.button?.isConnected) missed.button.click();
}

enhance(document);
carryBookingParams(document, window.location.search);
// Analytics only where the owner configured it (the layout marks <html>): a chunk of its own, so
// pages without it fetch nothing more than before.
if (document.documentElement.hasAttribute('data-analytics-domain'))
  void import('./analytics-page').then(
    (module) => module.startPageAnalytics(document),
    () => undefined,
  );
for (const island of document.querySelectorAll<HTMLElement>('[data-island]')) void wakeIsland(island);
// Every island now waits for its wake-up; tests wait for this before they interact.
document.documentElement.dataset.islands = 'ready';
