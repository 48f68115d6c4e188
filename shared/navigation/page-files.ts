/**
 * A parcel's page files as page loaders, by the naming rule the build's preloads already rely on
 * (build/module-graph.ts): `<name>.page.tsx` shows the page `<app>/<name>` of the route table,
 * and its component is its default export or its one export named `…Page`. Given
 * `import.meta.glob('./**\/*.page.tsx')`, a new page needs its file and its route declaration,
 * and no line in the parcel's pages module.
 */
import type { ComponentType } from 'react';
import type { AppName, PageKey } from '../routes/route-table';
import type { PageLoader, PageModule } from './route-page.component';

const PAGE_FILE = /(?:^|\/)([\w-]+)\.page\.tsx?$/;

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** The component of a page module; a module with none, or with two `…Page` exports, is a mistake named here. */
function componentOf(file: string, module: unknown): ComponentType {
  const exports = (typeof module === 'object' && module !== null ? module : {}) as Record<string, unknown>;
  if (isComponent(exports.default)) return exports.default;
  const pages = Object.entries(exports).filter(([name, value]) => name.endsWith('Page') && isComponent(value));
  const [only] = pages;
  if (pages.length !== 1 || !only)
    throw new Error(`${file} must export its page component as the default or as its one export named …Page`);
  return only[1] as ComponentType;
}

/** `files`: `import.meta.glob('./**\/*.page.tsx')` of the parcel; keys are `<app>/<file name>`. */
export function pagesFromFiles<P>(
  app: AppName,
  files: Readonly<Record<string, () => Promise<unknown>>>,
): Partial<Record<PageKey, PageLoader<P>>> {
  const pages: Partial<Record<PageKey, PageLoader<P>>> = {};
  // Like every shared function, it answers anything it is given: no files, no pages.
  if (typeof files !== 'object' || files === null) return pages;
  for (const [file, load] of Object.entries(files)) {
    const name = PAGE_FILE.exec(file)?.[1];
    if (!name || typeof load !== 'function') continue;
    const key: PageKey = `${app}/${name}`;
    if (pages[key]) throw new Error(`Two page files are named ${name}.page: ${file} and another`);
    pages[key] = async (): Promise<PageModule<P>> => ({ default: componentOf(file, await load()) as ComponentType<P> });
  }
  return pages;
}
