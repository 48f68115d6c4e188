/**
 * Which content sections the home page shows, in which order: the CMS's enabled sections
 * (`getEnableCmsHurdles`) decide. While that answer is pending, or when it failed, every home
 * section shows in the default order, so the page never stays empty because of one call.
 */
import type { CmsHurdle } from '@scf/shared';

const HOME_SECTION_CODES = ['HOME_BANNER', 'PRODUCT_INTRO', 'NEWS'] as const;
export type HomeSectionCode = (typeof HOME_SECTION_CODES)[number];

const isHomeCode = (code: unknown): code is HomeSectionCode =>
  (HOME_SECTION_CODES as readonly unknown[]).includes(code);

export function homeSections(hurdles: readonly CmsHurdle[] | null): HomeSectionCode[] {
  if (hurdles === null) return [...HOME_SECTION_CODES];
  const ordered = [...hurdles]
    .filter((h) => isHomeCode(h?.bizCode))
    .sort((a, b) => (Number(a.orderNum) || 0) - (Number(b.orderNum) || 0))
    .map((h) => h.bizCode as HomeSectionCode);
  return [...new Set(ordered)];
}
