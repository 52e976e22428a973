/**
 * The page loader's source: the inline script in <head> of every exported page. What it does and why:
 * scripts/export/first-paint/page-loader.ts, which builds it with esbuild, minified, the text every page inlines and
 * the Content-Security-Policy allows by its hash (scripts/export/hosting/headers.ts). Written in the syntax esbuild
 * lowers to ES5: `var` and functions, no const/let, classes or destructuring. It runs as a classic script; the names
 * it shares with the export come from lib/first-paint/names.ts. Within 1.1 KB gzip (steps/bundle-budgets.ts).
 */
/* eslint-disable no-var -- esbuild's es5 target refuses const and let (see above) */
import {
  CSS_LOADING_CLASS,
  ENTRY_ATTRIBUTE,
  LATER_ATTRIBUTE,
  LATER_DONE,
  LATER_SLICE_MS,
  SITE_CSS_SELECTOR,
  WEB_FONTS_CLASS,
} from '../../../lib/first-paint/names';

// Top-level: esbuild wraps the bundle in a function of its own, so these stay out of the page's globals.
var d = document;
var script = d.currentScript;
var html = d.documentElement.classList;
var links = d.querySelectorAll<HTMLLinkElement>(SITE_CSS_SELECTOR);
var waiting = links.length;
/** `run` when the main thread is idle (Safari has no requestIdleCallback: a task of its own). */
var idle: (run: () => void, options?: IdleRequestOptions) => void = window.requestIdleCallback || setTimeout;
/**
 * How long a slice waits for idle time at most: on a main thread that is never idle, the parts
 * are still all rendered, and `cl` goes, within a few seconds (nested parts stay transparent
 * until their turn, with no CSS of their own to end it).
 */
var SLICE_WAIT = { timeout: 200 };
/** Where the visitor left this history entry (a reload, Back/Forward), -1 on a new visit. */
var leftAt = -1;

/** Fail open: whatever throws, now or in a callback, the page ends fully shown and styled. */
function failOpen() {
  links.forEach(enable);
  html.remove(CSS_LOADING_CLASS);
  history.scrollRestoration = 'auto';
}
/** `run` that fails open if it throws. */
function guarded(run: () => void) {
  return function () {
    try {
      run();
    } catch {
      failOpen();
    }
  };
}
function enable(link: HTMLLinkElement) {
  link.media = 'all';
  link.removeAttribute('disabled');
}

/**
 * The stylesheet applies: once the frame that restyles the first screen with it has gone, what
 * follows the first screen is rendered with it a few parts per task, in idle time (each part
 * leaves LATER_RULES and is laid out here, until LATER_SLICE_MS have gone; then the browser
 * paints and handles input), so no task styles and lays out the whole page at once (a phone's
 * CPU would be blocked for hundreds of ms). Each slice is a task of its own, not part of a frame:
 * in a requestAnimationFrame callback, the frame's own style, layout and paint made each task
 * 10-20 ms (unthrottled), which Lighthouse's 4x replay counts as blocking. The parts stay
 * readable meanwhile: content-visibility:auto keeps them in the accessibility tree and
 * find-in-page, and their transparency ends by itself in CSS. A page that must be placed (a
 * saved position, a `:target`) is rendered whole at once: it is placed on its full height.
 */
function applied() {
  // Once the whole document is parsed: a cached stylesheet (Back) can load while the parser has
  // yielded half way down a long page, and a saved position was cut to the parsed part's height.
  if (d.readyState == 'loading') return d.addEventListener('DOMContentLoaded', guarded(applied));
  var parts = d.querySelectorAll('[' + LATER_ATTRIBUTE + ']');
  var next = 0;
  var render = guarded(function () {
    for (var until = Date.now() + LATER_SLICE_MS; next < parts.length && Date.now() < until; next++) {
      parts[next]!.setAttribute(LATER_ATTRIBUTE, LATER_DONE);
      parts[next]!.getBoundingClientRect();
    }
    if (next < parts.length) idle(render, SLICE_WAIT);
    else place();
  });
  if (leftAt >= 0 || d.querySelector(':target')) place();
  else idle(render, SLICE_WAIT);
}

/** Every part rendered: html.cl goes, and the page is placed on its real height. */
function place() {
  html.remove(CSS_LOADING_CLASS);
  var target;
  if (leftAt >= 0) scrollTo(0, leftAt);
  else if ((target = d.querySelector(':target'))) target.scrollIntoView();
  history.scrollRestoration = 'auto';
}

/** Preloads each web font file the page's stylesheets declare (from the cache the previous page filled). */
function preloadFonts() {
  var seen: Record<string, number> = {};
  for (var i = 0, sheets = d.styleSheets; i < sheets.length; i++)
    for (var j = 0, rules = sheets[i]!.cssRules; j < rules.length; j++) {
      // A @font-face rule (type 5): the first url() of its text is its src.
      var url = rules[j]!.type == 5 && /url\("?([^")]+)/.exec(rules[j]!.cssText);
      if (url && !seen[url[1]!]) {
        seen[url[1]!] = 1;
        var link = d.createElement('link');
        link.rel = 'preload';
        link.setAttribute('as', 'font');
        link.crossOrigin = '';
        link.href = url[1]!;
        d.head.append(link);
      }
    }
}

/** `run` once the first contentful paint has been presented (else after the first frame). */
function afterFirstPaint(run: () => void) {
  var Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).indexOf('paint') >= 0)
    new Observer(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint')[0]) {
        observer.disconnect();
        run();
      }
    }).observe({ type: 'paint', buffered: true });
  else
    requestAnimationFrame(function () {
      setTimeout(run);
    });
}

/** The loader restores the scroll position (the page's height is an estimate until the stylesheet applies), then keeps
 * it in history.state as the visitor scrolls: Chromium restores an entry left 'auto' onto the estimate (3,500 px → 1,565). */
function keepScroll() {
  var state = history.state;
  var timer: ReturnType<typeof setTimeout> | undefined;
  history.scrollRestoration = 'manual';
  leftAt = state && state.y >= 0 ? state.y : -1;
  addEventListener('scroll', function () {
    if (html.contains(CSS_LOADING_CLASS)) return;
    clearTimeout(timer);
    timer = setTimeout(function () {
      // The entry keeps a visitor's details in the same state (lib/personal-query.ts): merged, not replaced.
      var kept = history.state || {};
      kept.y = scrollY;
      history.replaceState(kept, '');
    }, 150);
  });
}

/** Applies the site stylesheet after the first paint; `applied` once every link has loaded (or failed). */
function loadStylesheets() {
  links.forEach(function (link) {
    var done = false;
    function loaded() {
      if (done) return;
      done = true;
      if (!--waiting) applied();
    }
    link.onload = link.onerror = guarded(loaded);
    enable(link);
    if (link.sheet) loaded();
  });
}

/** Imports the islands entry once the page is idle. */
function importIslands() {
  var entry = script && script.getAttribute(ENTRY_ATTRIBUTE);
  idle(
    function () {
      if (entry) import(entry);
    },
    { timeout: 2e3 },
  );
}

try {
  if (!d.referrer.indexOf(location.origin + '/')) {
    html.add(WEB_FONTS_CLASS);
    preloadFonts();
  }
  if (waiting) {
    html.add(CSS_LOADING_CLASS);
    keepScroll();
    afterFirstPaint(guarded(loadStylesheets));
  }
} catch {
  failOpen();
}
addEventListener(
  'load',
  guarded(function () {
    afterFirstPaint(importIslands);
  }),
);
