/** Netlify's utils.cache (@netlify/cache-utils), as much of it as the plugin uses. */
export interface NetlifyCache {
  restore(path: string, options?: { move?: boolean }): Promise<boolean>;
  save(path: string, options?: { move?: boolean }): Promise<boolean>;
  remove?(paths: string[]): Promise<boolean>;
}
export function restoreBuildCache(cache: NetlifyCache, root: string, options: { output: string; fetching: boolean }): Promise<string[]>;
export function saveBuildCache(cache: NetlifyCache, root: string, options: { output: string; fetched: boolean }): Promise<string>;
