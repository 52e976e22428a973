/** Types for names.mjs (a plain .mjs so the build runs it with node, no compile step). */
export declare const WEB_FONTS_CLASS: 'wf';
export declare const CSS_LOADING_CLASS: 'cl';
export declare const LATER_ATTRIBUTE: 'data-later';
export declare const LATER_NESTED: 'in';
export declare const LATER_DONE: 'done';
export declare const LATER_SLICE_MS: 4;
export declare const SITE_CSS_ATTRIBUTE: 'data-css';
export declare const FIRST_PAINT_ATTRIBUTE: 'data-first-paint';
export declare const LATER_WHOLE_ATTRIBUTE: 'data-later-whole';
export declare const ENTRY_ATTRIBUTE: 'data-entry';
export declare const AFTER_FIRST_SCREEN_ID: 'after-first-screen';
export declare const LATER_ANIMATION: 'fp-later';
export declare const SITE_CSS_SELECTOR: 'link[data-css]';
