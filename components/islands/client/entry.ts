/**
 * The one script every exported page loads (a few KB), started by the page loader once the page
 * has loaded (scripts/export/first-paint/page-loader.ts): platform enhancements, booking links, the font
 * cache for the next page, and the wake-up of each island. React, react-dom and an island's
 * component are imported only when that island wakes, so a page whose islands never wake never
 * downloads them.
 */
import { enhance } from '@/components/enhance';
import { carryBookingParams } from '@/lib/site/booking-links';
import { moveDetailsOutOfAddress, pageQuery } from '@/lib/personal-query';
import { isIslandName, type Wake } from '../registry';
import { warmFontsWhenIdle } from './fonts';

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
  // This script starts after the first paint (scripts/export/first-paint/page-loader.ts): a visitor quick
  // enough to have moved focus into the island already has woken it.
  const focusedInside = island.contains(document.activeElement);
  switch (wake) {
    case 'load':
      return Promise.resolve();
    case 'visible':
      return nearViewport(island, '300px');
    case 'focus':
      return focusedInside ? Promise.resolve() : firstEvent(island, ['focusin']);
    case 'interaction':
      return focusedInside ? Promise.resolve() : firstEvent(island, INTERACTIONS);
  }
}

/**
 * The island's props as JSON: beside it in the page, or, when long, a file the build published
 * (scripts/export/islands/island-props.ts, publishLongProps), fetched as soon as the island wakes so
 * it arrives alongside the island's code.
 */
function islandPropsJson(island: HTMLElement): Promise<string> {
  const script = island.querySelector<HTMLScriptElement>(':scope > script[data-island-props]');
  const src = script?.dataset.src;
  if (!src) return Promise.resolve(script?.textContent || '{}');
  return fetch(src).then((response) => {
    if (!response.ok) throw new Error(`Island props ${src}: HTTP ${response.status}`);
    return response.text();
  });
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
  const params = new URLSearchParams(pageQuery());
  const queryWakes = (island.dataset.wakeQuery ?? '').split(' ').some((key) => key !== '' && params.has(key));
  await woken(island, queryWakes ? 'load' : wake);
  // A click that lands while the code downloads would be lost (a button does nothing without
  // React) or half done: a submit button's form (the blog's filters, a GET form) would open a new
  // page after React had applied the click in place, undoing what the visitor did meanwhile. So
  // the last click on a button is held (its default prevented) and replayed once, to whoever owns
  // the island by then: React once hydrated, or, if the island cannot wake (its code or props
  // unreachable), the server HTML, whose button then does what it does without JavaScript.
  const missed: { button: HTMLButtonElement | null } = { button: null };
  const remember = (event: Event) => {
    missed.button = event.target instanceof Element ? event.target.closest('button') : null;
    if (missed.button) event.preventDefault();
  };
  const replayMissed = () => {
    island.removeEventListener('click', remember, true);
    if (missed.button?.isConnected) missed.button.click();
  };
  island.addEventListener('click', remember, true);
  const props = islandPropsJson(island);
  // Without the props (offline, a failed fetch) the island stays the server's HTML: links, the
  // phone number and the booking link work without it.
  props.catch(() => undefined);
  try {
    const { hydrateIsland } = await import('./hydrate-island');
    // Until React hydrates (after the island's own code arrives), clicks are still ours to replay;
    // from then on React handles them itself, so a replay would count them twice.
    await hydrateIsland(island, name, props, () => island.removeEventListener('click', remember, true));
  } catch (error) {
    replayMissed();
    throw error;
  }
  replayMissed();
  // For people and tests inspecting the page: which islands React now owns (and has been given
  // the click it missed: a test that waits for this sees that click's effect).
  island.dataset.hydrated = 'true';
}

// First, before anything reads the address or the tracker starts: a visitor's details leave it.
moveDetailsOutOfAddress();
enhance(document);
carryBookingParams(document, pageQuery());
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
warmFontsWhenIdle(document);
