export declare function robotsTxt(options: { preview: boolean; siteUrl: string }): string;
export declare function robotsHeaders(preview: boolean): Record<string, string>;
