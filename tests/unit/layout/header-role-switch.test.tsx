/** Issue 33.14: switching the enterprise role asks first, as switching the company does. */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../shared/session/establish-session', async (original) => ({
  ...(await original<typeof import('../../../shared/session/establish-session')>()),
  switchCompany: vi.fn(async () => true),
}));

import { HeaderRoleSwitch, roleSwitchQuestion } from '../../../shared/layout/header-role-switch.component';
import { switchCompany } from '../../../shared/session/establish-session';
import { recordingNotifier } from '../shared/helpers';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

describe('HeaderRoleSwitch', () => {
  it('asks before switching; 取消 keeps the role, 确定 switches', async () => {
    const notifier = recordingNotifier();
    try {
      const compRoles = [
        { prodCode: 'ZNX', compRole: 'C101' },
        { prodCode: 'ZNX', compRole: 'C102' },
      ];
      render(
        <HeaderRoleSwitch
          productCode="ZNX"
          compRoles={compRoles}
          currentCompRole="ZNX-C101"
          redirect="/center/product/ZNX/list"
        />,
      );
      const open = async () => {
        await userEvent.click(screen.getByRole('button', { name: /切换企业角色/ }));
        const items = await screen.findAllByRole('menuitemradio');
        await userEvent.click(items[1] as HTMLElement);
      };
      notifier.confirmAnswer = false;
      await open();
      expect(notifier.confirms).toHaveLength(1);
      expect(notifier.confirms[0]?.content).toMatch(/^确定切换到“.+”角色吗？当前页面将重新加载。$/);
      expect(switchCompany).not.toHaveBeenCalled();
      notifier.confirmAnswer = true;
      await open();
      expect(switchCompany).toHaveBeenCalledTimes(1);
      expect(roleSwitchQuestion('融资方')).toBe('确定切换到“融资方”角色吗？当前页面将重新加载。');
    } finally {
      notifier.unregister();
    }
  });
});
