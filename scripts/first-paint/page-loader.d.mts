export declare const LATER_ATTRIBUTE: string;
export const PAGE_LOADER: string;
export const LOADER_SELECTOR: string;
export const SITE_CSS_SELECTOR: string;
export function pageLoaderTag(entry: string): string;
export function loaderModules(node: { getAttribute(name: string): string | null | undefined }): string[];
