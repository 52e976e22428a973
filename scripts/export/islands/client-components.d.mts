/** Types for client-components.mjs. */
export declare const RENDER_ONLY_CLIENT_FILES: ReadonlySet<string>;
export declare function registryEntries(root: string): { name: string; file: string; wakeBudgetKb: number }[];
export declare function registryIslandFiles(root: string): Set<string>;
export declare function checkClientSources(root: string): Promise<string[]>;
export declare function clientModuleFiles(nextDir: string): Map<string, string>;
