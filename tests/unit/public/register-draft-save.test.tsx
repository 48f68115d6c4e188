/**
 * The registration's autosave line (parcels/register/hooks/use-draft-save.hook.ts): it says
 * 已自动保存 only when everything typed has been saved, since a reader reloads on its word.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@scf/shared', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@scf/shared')>();
  return { ...actual, saveRegistrationDraft: vi.fn() };
});

const shared = await import('@scf/shared');
const { useDraftSave } = await import('../../../parcels/register/hooks/use-draft-save.hook');
const saveDraft = vi.mocked(shared.saveRegistrationDraft);

type Part = Parameters<typeof useDraftSave>[1] extends () => infer P ? P : never;

/** Saves that the test answers one by one, in order. */
function heldSaves(): { sent: Part[]; answer: () => Promise<void> } {
  const sent: Part[] = [];
  const pending: Array<() => void> = [];
  saveDraft.mockImplementation((body) => {
    sent.push(body as Part);
    return new Promise((resolve) => pending.push(() => resolve(null as never)));
  });
  return {
    sent,
    answer: async () => {
      await act(async () => {
        pending.shift()?.();
      });
    },
  };
}

describe('the registration autosave line', () => {
  let address = '';
  const read = (): Part => ({ permit: { address } }) as Part;
  /** The reader types `text` into the address field, which tells the hook of the change. */
  const typeAddress = (hook: { current: { changed: () => void } }, text: string): void => {
    address = text;
    act(() => hook.current.changed());
  };

  beforeEach(() => {
    vi.useFakeTimers();
    address = '';
    saveDraft.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const pause = (): Promise<void> =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });

  it('is 正在保存… from a change until its save is answered, then 已自动保存', async () => {
    const saves = heldSaves();
    const { result } = renderHook(() => useDraftSave('ticket', read));
    expect(result.current.status).toBeNull();

    typeAddress(result, '杭州市西湖区');
    expect(result.current.status).toBe('正在保存…');
    await pause();
    expect(saves.sent).toHaveLength(1);
    expect(result.current.status).toBe('正在保存…');
    await saves.answer();
    expect(result.current.status).toMatch(/^已自动保存/);
  });

  it('a change after a save takes 已自动保存 away until that change is saved too', async () => {
    const saves = heldSaves();
    const { result } = renderHook(() => useDraftSave('ticket', read));
    typeAddress(result, '杭州市');
    await pause();
    await saves.answer();
    expect(result.current.status).toMatch(/^已自动保存/);

    typeAddress(result, '杭州市西湖区续填路8号');
    expect(result.current.status).toBe('正在保存…');
    await pause();
    await saves.answer();
    expect(saves.sent.at(-1)).toEqual({ regTicket: 'ticket', permit: { address: '杭州市西湖区续填路8号' } });
    expect(result.current.status).toMatch(/^已自动保存/);
  });

  it('a save answered while a newer change waits does not call that change saved', async () => {
    const saves = heldSaves();
    const { result } = renderHook(() => useDraftSave('ticket', read));
    typeAddress(result, '杭州市');
    await pause();
    // Typed while the first save is under way.
    typeAddress(result, '杭州市西湖区');
    await saves.answer();
    expect(result.current.status).toBe('正在保存…');
    await pause();
    await saves.answer();
    expect(saves.sent).toHaveLength(2);
    expect(saves.sent[1]).toEqual({ regTicket: 'ticket', permit: { address: '杭州市西湖区' } });
    expect(result.current.status).toMatch(/^已自动保存/);
  });
});
