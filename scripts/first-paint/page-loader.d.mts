export const PAGE_LOADER: string;
export function pageLoaderTag(entry: string): string;
export function loaderModules(node: { getAttribute(name: string): string | null | undefined }): string[];
