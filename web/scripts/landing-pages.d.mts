/** Types of landing-pages.mjs for vite.config.ts. */
export const PAGES_DIR: string;
export const ROUTE_TABLE_FILE: string;
export interface BundleItem {
  type: string;
  fileName: string;
  imports?: string[];
  isEntry?: boolean;
  facadeModuleId?: string | null;
}
export interface LandingRoute {
  name: string;
  module: string;
  paths: string[];
}
export function staticFiles(bundle: Record<string, BundleItem>, fileName: string, seen?: Set<string>): Set<string>;
export function withModulePreloads(html: string, files: string[], base?: string): string;
export function landingPages(input: {
  bundle: Record<string, BundleItem>;
  html: string;
  routes: LandingRoute[];
  base?: string;
}): { files: Record<string, string>; table: { routes: Array<{ path: string; page: string }> } };
