/**
 * Whether the service widget starts folded. The reader's own choice (folded or open), once
 * made, is kept in local storage. Without a choice the widget starts folded to its edge tab
 * where an open panel would cover controls: on small screens, and on the product centre's
 * pages, which are full of tables and forms. Anywhere else (and with a choice of open) the
 * open panel folds as soon as it is found over a control of the page
 * (service-widget-overlap.ts, issue 33.2).
 */
import { asText, isRecord } from '../util/guards';
import { APPS } from '../routes/route-table';
import { readItem, writeItem } from '../util/safe-storage';

export const WIDGET_FOLD_KEY = 'scf.serviceWidget';

export type FoldChoice = 'folded' | 'open';

export function readFoldChoice(): FoldChoice | null {
  const v = readItem('local', WIDGET_FOLD_KEY);
  return v === 'folded' || v === 'open' ? v : null;
}

export function saveFoldChoice(folded: boolean): void {
  writeItem('local', WIDGET_FOLD_KEY, folded ? 'folded' : 'open');
}

/** True on the centre's pages (tables and forms), where the panel starts folded. */
export function isBusyPage(pathname: string): boolean {
  const path = asText(pathname);
  return path === APPS.center || path.startsWith(`${APPS.center}/`);
}

/** The starting state: the page's attribute, else the reader's choice, else the page's kind. */
export function initialFolded(facts: {
  attribute: boolean | undefined;
  choice: FoldChoice | null;
  mobile: boolean;
  pathname: string;
}): boolean {
  if (!isRecord(facts)) return false;
  if (typeof facts.attribute === 'boolean') return facts.attribute;
  if (facts.choice === 'folded' || facts.choice === 'open') return facts.choice === 'folded';
  return facts.mobile || isBusyPage(facts.pathname);
}
