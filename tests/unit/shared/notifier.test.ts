/**
 * Which root shows a message or dialog: the one the user is working in (focus inside it), else
 * document-level roots before embedded elements, then the most recent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeNotifier, registerNotifier, showMessage } from '@scf/shared';
import type { Notifier } from '@scf/shared';

const fake = (): Notifier & { message: ReturnType<typeof vi.fn> } =>
  ({
    message: vi.fn(),
    alert: vi.fn(),
    confirm: vi.fn(async () => true),
    notice: vi.fn(() => ({ update: vi.fn(), close: vi.fn() })),
  }) as never;

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

describe('notifier choice', () => {
  it('prefers a document-level root over an embedded element registered later', () => {
    const page = fake();
    const element = fake();
    cleanups.push(registerNotifier(page, 1), registerNotifier(element, 0));
    expect(activeNotifier()).toBe(page);
  });

  it('uses the root that has the focus, so a header dialog opens in the header', () => {
    const header = fake();
    const widget = fake();
    let headerFocused = false;
    cleanups.push(
      registerNotifier(header, 0, () => headerFocused),
      registerNotifier(widget, 0, () => false),
    );
    expect(activeNotifier()).toBe(widget);
    headerFocused = true;
    expect(activeNotifier()).toBe(header);
    showMessage('warning', '请先选择企业');
    expect(header.message).toHaveBeenCalledOnce();
    expect(widget.message).not.toHaveBeenCalled();
  });

  it('ignores a root whose focus check throws and stops using an unregistered one', () => {
    const broken = fake();
    const other = fake();
    const off = registerNotifier(broken, 0, () => {
      throw new Error('detached');
    });
    cleanups.push(registerNotifier(other, 0));
    expect(activeNotifier()).toBe(other);
    off();
    expect(activeNotifier()).toBe(other);
  });
});
