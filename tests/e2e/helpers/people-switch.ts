/** Switching the browser from one demo person to another, as the voucher walks from desk to desk. */
import type { Browser } from './browser';
import { url } from './browser';
import { loginInBrowser, type Tokens } from './login';

/**
 * Signs the browser in as another person. A page of the origin that renders nothing first: the
 * last person's stored state is cleared before any parcel reads it.
 */
export async function signInAs(b: Browser, mobile: string, company = ''): Promise<Tokens> {
  await b.context.clearCookies();
  await b.page.goto(url('/api/health'));
  await b.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return loginInBrowser(b.context, mobile, company ? { company } : {});
}
