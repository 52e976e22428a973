/** Types for download-feeds.mjs (a plain .mjs so the workflow runs it with node, no compile step). */
export declare const REPORTS_URL: string;
export declare const MANIFEST_URL: string;
export declare const REPORTS_PAGE: string;
export declare const FEED_FILE: RegExp;
export declare const MAX_AGE_DAYS: number;
export declare class FeedError extends Error {}
export interface FeedFile {
  feed: 'sec' | 'state';
  name: string;
  date: string;
  url: string;
}
export declare function parseFeedName(name: string): { feed: 'sec' | 'state'; date: string } | null;
export declare function pickFeeds(manifest: unknown, today?: Date): FeedFile[];
export declare function checkFeedFile(file: string): Promise<void>;
export declare function downloadFeeds(options: {
  outDir: string;
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  today?: Date;
}): Promise<string[]>;
