/**
 * `useDraftSave(ticket, step)`: saves what a step's form holds on the registration while it is
 * being typed (a short pause after the last change, and when the step is left), so a reload,
 * another tab or another device shows the fields filled again. Saving is quiet; the page shows
 * the returned `status` line, which says 已自动保存 only when everything typed has been saved.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { chinaClock, errorMessage, saveRegistrationDraft, type RegDraftInput } from '@scf/shared';

/** How long typing must pause before the form is saved. */
const DRAFT_SAVE_DELAY_MS = 600;
/** From a change until the save that holds it has been answered. */
const SAVING = '正在保存…';

type Part =
  | { permit: NonNullable<RegDraftInput['permit']> }
  | { verification: NonNullable<RegDraftInput['verification']> };

export interface DraftSave {
  /** Call on every change of the form (antd `onValuesChange`). */
  changed: () => void;
  /** Saves now what is pending (before a submit, which may be refused). */
  flush: () => Promise<void>;
  /** The line to show: 已自动保存 …, 正在保存…, or why it failed; null before the first save. */
  status: string | null;
}

export function useDraftSave(ticket: string, read: () => Part): DraftSave {
  const [status, setStatus] = useState<string | null>(null);
  const timer = useRef<number | null>(null);
  const dirty = useRef(false);
  const readRef = useRef(read);
  readRef.current = read;
  const alive = useRef(true);

  const save = useCallback(async () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    if (!dirty.current) return;
    dirty.current = false;
    if (alive.current) setStatus(SAVING);
    try {
      await saveRegistrationDraft({ regTicket: ticket, ...readRef.current() });
      // A change typed while this save was under way is not in it: the line says so until the
      // next save, which is already due, has it.
      if (!alive.current) return;
      setStatus(
        dirty.current ? SAVING : `已自动保存（${chinaClock(Date.now())}），刷新或换窗口继续时会保留已填写的内容`,
      );
    } catch (err) {
      if (alive.current) setStatus(`未能自动保存：${errorMessage(err, '请检查网络后继续填写')}`);
    }
  }, [ticket]);

  const changed = useCallback(() => {
    dirty.current = true;
    // Never 已自动保存 while a change waits for its save: a reader who reloads on the strength
    // of that line would lose the change.
    setStatus(SAVING);
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
  }, [save]);

  // Leaving the step (its page unmounts) saves what is still pending.
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      void save();
    };
  }, [save]);

  return { changed, flush: save, status };
}
