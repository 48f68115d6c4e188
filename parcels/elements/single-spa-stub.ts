/**
 * The self-contained elements run on pages without single-spa, where shared's navigation goes
 * through the handler of `foreign-navigation.ts` and never reaches `navigateToUrl`. The
 * standalone build resolves `single-spa` to this stub instead of the library (~6 KB gzip of
 * its 220 KB budget); should a call arrive anyway, it is a plain page load.
 */
export function navigateToUrl(url: string): void {
  window.location.assign(url);
}
