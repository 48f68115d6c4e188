/**
 * The names the builds agree on: the single-spa applications and their import-map specifiers,
 * @scf/shared's entries, and the bare imports every parcel leaves to the import map.
 */
import path from 'node:path';
import type { AppName } from '../shared/routes/route-table';
import { appSpecifier } from '../shared/routes/route-pages';
import { ROOT } from './paths';

/** The single-spa applications and the element bundle, each built and deployed on its own. */
export const PARCELS = {
  index: 'parcels/index/index.parcel.tsx',
  login: 'parcels/login/login.parcel.tsx',
  register: 'parcels/register/register.parcel.tsx',
  resetpwd: 'parcels/resetpwd/resetpwd.parcel.tsx',
  center: 'parcels/center/center.parcel.tsx',
  'not-found': 'parcels/not-found/not-found.parcel.tsx',
  elements: 'parcels/elements/elements.define.ts',
} as const satisfies Record<AppName | 'elements', string>;
export type ParcelName = keyof typeof PARCELS;
export const isParcelName = (s: string): s is ParcelName => Object.hasOwn(PARCELS, s);

/** Import-map specifier of a parcel: the one rule lives beside the route table (appSpecifier). */
export const parcelSpecifier = (name: ParcelName): string => appSpecifier(name);
export const ROOT_CONFIG_SPECIFIER = '@scf/root-config';

/**
 * @scf/shared's three entries on the map: the core (rules, state, http; no antd at run time),
 * the UI components and the layout. One vendor run builds them, so they share one store.
 */
export const SHARED_ENTRIES: Record<string, string> = {
  '@scf/shared': path.join(ROOT, 'shared/index.ts'),
  '@scf/shared/ui': path.join(ROOT, 'shared/ui.ts'),
  '@scf/shared/forms': path.join(ROOT, 'shared/forms.ts'),
  '@scf/shared/list': path.join(ROOT, 'shared/list.ts'),
  '@scf/shared/wizard': path.join(ROOT, 'shared/wizard.ts'),
  '@scf/shared/date-picker': path.join(ROOT, 'shared/date-picker-entry.ts'),
  '@scf/shared/sanitize': path.join(ROOT, 'shared/sanitize-entry.ts'),
  '@scf/shared/load-error': path.join(ROOT, 'shared/load-error-entry.ts'),
  '@scf/shared/voucher': path.join(ROOT, 'shared/voucher.ts'),
  '@scf/shared/layout': path.join(ROOT, 'shared/layout/index.ts'),
  '@scf/shared/service-widget': path.join(ROOT, 'shared/service-widget-entry.ts'),
};
/** Exact-match aliases (a prefix alias would turn `@scf/shared/ui` into `shared/index.ts/ui`). */
export const sharedAliases = (): { find: RegExp; replacement: string }[] =>
  Object.entries(SHARED_ENTRIES).map(([spec, file]) => ({
    find: new RegExp(`^${spec.replaceAll('/', '\\/')}$`),
    replacement: file,
  }));

/** Bare imports that must stay external in every parcel: the import map serves them once. */
export const MAPPED = [
  /^react$/,
  /^react\/jsx-runtime$/,
  /^react-dom$/,
  /^react-dom\/client$/,
  /^antd(\/|$)/,
  /^@ant-design\/cssinjs$/,
  /^@ant-design\/icons(\/|$)/,
  /^dayjs$/,
  /^axios$/,
  /^single-spa$/,
  /^single-spa-react$/,
  /^@r2wc\/react-to-web-component$/,
  /^@r2wc\/core$/,
  /^@scf\//,
];
export const isMapped = (id: string): boolean => MAPPED.some((re) => re.test(id));
