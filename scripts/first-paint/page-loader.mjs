/**
 * The one inline script of every exported page, in <head> (docs/performance.md, "What decides
 * the first paint here").
 * Nothing the first paint needs is fetched from the network but the page itself, so this script:
 *
 *  1. Fonts. Marks <html class="wf"> ("web fonts") when the visitor came from another page of this
 *     site, whose islands entry has cached the font files by then (components/islands/client/
 *     fonts.ts). Only then do Inter and Poppins apply (app/globals.css); on the first page of a
 *     visit the text shows in their metric-matched fallbacks, so no font file is requested before
 *     the first paint and no text moves when one arrives. On such a page it also preloads each
 *     web font file the stylesheet declares (from the cache): started at <head> time, a font is
 *     ready for the first layout instead of arriving just after it and moving the text it
 *     re-lays (an `optional` face that is preloaded may also hold the first render ~100 ms).
 *     Measured on /about/ after the home page: text moved in 6 of 20 loads without this (pages
 *     lighter since per-page CSS lay out before the cached fonts are ready), 2 of 50 with it
 *     (docs/performance.md).
 *  2. The rest of the CSS. The page's <style> holds only the rules its first screen uses; the
 *     site's whole stylesheet is a file linked `disabled` with media="print" (index.mjs),
 *     so the browser does not fetch it while the page is loading and painting its first screen.
 *     Once the first contentful paint is presented this enables it for the screen (media="all",
 *     then the request starts; enabled after the page's <body> exists, it holds no rendering), it
 *     applies once it has loaded, and until then <html class="cl"> ("CSS loading") stays, under
 *     which what follows the first screen is transparent rather than shown unstyled (LATER_RULES
 *     in later.mjs; the browser renders it only as it nears the screen,
 *     content-visibility: auto). That transparency ends by itself in CSS 1.2 s after the first
 *     style, so nothing here is needed for the page to become readable: the loader only makes it
 *     styled sooner. Once the stylesheet applies it drops html.cl, and places the page where it
 *     must be: where the visitor left it, on a reload or Back/Forward (the browser's own
 *     restoring would land on the parts' estimated heights meanwhile), else at the section they
 *     jumped to (the hero's booking button, a link to #ranking:
 *     `:target`) before the stylesheet applied.
 *     It keeps the scroll position in history.state as the visitor scrolls, and hands
 *     restoring back to the browser (scrollRestoration "auto") for a Back within the page.
 *     The media goes to "all" before the file loads, not once it has: when a loaded sheet's media
 *     changed, Chromium restyled and laid out the whole first screen again in that frame (a
 *     profile: 250 objects relaid in about half the loads), and did not for a sheet enabled this way,
 *     nor for a copy of the file without cascade layers (docs/performance.md, ninth sitting).
 *     The "print" in the HTML stays for a browser that fetches a disabled link anyway: there it
 *     applies nothing to the screen until the loader says so.
 *     Fetched any earlier, the file competes with the page for the first round trips of a
 *     slow connection, and Lighthouse's simulation counts every request that ends before the
 *     largest paint as holding it (0.1–0.15 s of mobile LCP). A file that fails to load is
 *     applied as it is (nothing), so the content still shows. Without JavaScript a <noscript>
 *     link loads it. If anything the loader calls throws, now or in a callback, it fails open:
 *     the stylesheet enabled, html.cl gone (E()).
 *  3. Scripts. Imports the islands entry (which fetches its own few imports) once the page has
 *     loaded, painted its first content and gone idle: header enhancements and island wake-ups
 *     work from then on, and nothing of ours competes with the HTML and its first paint (a
 *     script fetched before it counts against the first paint in Lighthouse's simulation, and
 *     on a slow phone it would). A tab opened in the background starts it once shown. Without
 *     JavaScript the page is complete.
 *
 * The text is the same on every page (the entry's URL is in data-entry), so the
 * Content-Security-Policy allows it by one hash (scripts/hosting.mjs), and the policy still allows
 * no other inline script. ES5 plus import(): it runs as a classic script. Kept short on purpose:
 * it is in every page's first round trip (about 0.6 KiB gzip on its own, less within a page).
 */
import { CSS_LOADING_CLASS as CL, ENTRY_ATTRIBUTE, SITE_CSS_SELECTOR, WEB_FONTS_CLASS as WF } from './names.mjs';

export const PAGE_LOADER =
  `(function(d,s){var H=d.documentElement.classList,C=d.querySelectorAll("${SITE_CSS_SELECTOR}"),n=C.length,t,y=-1;` +
  // E(): fail open. Whatever throws, now or in a callback (T wraps each), the page ends in the
  // fully shown state: the stylesheet enabled for the screen, html.cl gone.
  `function E(){for(var i=0;i<C.length;i++)C[i].media="all",C[i].removeAttribute("disabled");H.remove("${CL}");history.scrollRestoration="auto"}` +
  'function T(F){return function(){try{F()}catch(e){E()}}}' +
  `try{d.referrer.indexOf(location.origin+"/")||(H.add("${WF}"),pf());` +
  // While the stylesheet loads, the browser cannot restore a reload's or a return's scroll
  // position (the page's height is an estimate until its parts render): the loader keeps it in
  // history.state and restores it once the stylesheet applies, else scrolls to the section
  // jumped to (:target).
  `n&&(H.add("${CL}"),R(),a(T(function(){for(var i=0;i<C.length;i++)(function(l,o){` +
  'function f(){o||(o=1,--n||P())}' +
  'l.onload=l.onerror=T(f);l.media="all";l.removeAttribute("disabled");l.sheet&&f()})(C[i])})));' +
  'addEventListener("load",T(function(){a(g)}))}catch(e){E()}' +
  // P(): the stylesheet applies: html.cl goes (what follows the first screen is rendered and no
  // longer transparent), and the page is placed on its real height.
  `function P(){H.remove("${CL}");y>=0?scrollTo(0,y):(t=d.querySelector(":target"))&&t.scrollIntoView();history.scrollRestoration="auto"}` +
  'function pf(){for(var i=0,S=d.styleSheets,U={};i<S.length;i++)for(var j=0,R=S[i].cssRules;j<R.length;j++){' +
  'var m=R[j].type==5&&/url\\("?([^")]+)/.exec(R[j].style.getPropertyValue("src"));' +
  'if(m&&!U[m[1]]){U[m[1]]=1;var l=d.createElement("link");l.rel="preload";l.setAttribute("as","font");l.type="font/woff2";l.crossOrigin="";l.href=m[1];d.head.appendChild(l)}}}' +
  // a(F): F once the first contentful paint has been presented (after the first frame where the
  // browser does not report paints).
  'function a(F){var P=window.PerformanceObserver;P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0?' +
  'new P(function(l,o){l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),F())}).observe({type:"paint",buffered:!0})' +
  ':requestAnimationFrame(function(){setTimeout(F)})}' +
  // R(): the restoring is the loader's until then (the browser's again after, for a Back
  // within the page); y is where this entry was left, kept in its state as the visitor scrolls
  // (a change made as the page is left is not kept). Only a reload or Back/Forward comes to an
  // entry with a state: a new visit's entry has none (y = -1).
  'function R(){var h=history,S=h.state,T;h.scrollRestoration="manual";' +
  'y=S&&S.y>=0?S.y:-1;' +
  'addEventListener("scroll",function(){clearTimeout(T);T=setTimeout(function(){h.replaceState({y:scrollY},"")},150)})}' +
  `function g(){(window.requestIdleCallback||setTimeout)(function(){import(s.getAttribute("${ENTRY_ATTRIBUTE}"))},{timeout:2e3})}` +
  'addEventListener("load",function(){a(g)})' +
  '})(document,document.currentScript)';

/** @param {string} entry the islands entry URL */
export function pageLoaderTag(entry) {
  return `<script ${ENTRY_ATTRIBUTE}="${entry}">${PAGE_LOADER}</script>`;
}

/** @param {{ getAttribute(name: string): string | null | undefined }} node the loader element */
export function loaderModules(node) {
  const entry = node.getAttribute(ENTRY_ATTRIBUTE);
  return entry ? [entry] : [];
}
