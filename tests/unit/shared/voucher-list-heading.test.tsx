/**
 * `VoucherListHeading`: the top of BILL's and ENDORSE's lists. The page's own action (开立凭证,
 * 发起转让) is a primary link to its page when the caller may take it, and absent otherwise;
 * 交易对手 and 导出Excel are always there.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalProvider } from '../../../shared/ui/portal-provider.component';
import { VoucherListHeading } from '../../../shared/voucher/voucher-list-heading.component';
import { resetAll } from './helpers';

beforeEach(() => resetAll());
afterEach(() => cleanup());

function heading(create: { to: string; text: string } | null): void {
  render(
    <PortalProvider>
      <VoucherListHeading
        title="电子债权凭证"
        create={create}
        relationsTo="/center/product/BILL/relations"
        exportHref="/api/voucher/export"
        tabs={[{ key: 'issued', label: '我开立的' }]}
        tab="issued"
        onTab={() => undefined}
      />
    </PortalProvider>,
  );
}

describe('VoucherListHeading', () => {
  it('shows the page’s own action as a primary link to its page when the caller may take it', () => {
    heading({ to: '/center/product/BILL/issue', text: '开立凭证' });
    const create = screen.getByRole('link', { name: '开立凭证' });
    expect(create.getAttribute('href')).toBe('/center/product/BILL/issue');
    expect(create.className).toContain('ant-btn-primary');
    expect(screen.getByRole('link', { name: '交易对手' }).getAttribute('href')).toBe('/center/product/BILL/relations');
  });

  it('leaves the action out when the caller may not take it', () => {
    heading(null);
    expect(screen.queryByRole('link', { name: '开立凭证' })).toBeNull();
    expect(screen.getByRole('link', { name: '交易对手' })).not.toBeNull();
  });
});
