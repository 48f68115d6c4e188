/** The optional confirm dialog (docs/requirements.md#errors): titled "提示" with OK and cancel. */
import { showConfirm } from '../notify/notifier';

export const CONFIRM_TITLE = '提示';

/** Resolves true when the user confirms. */
export function confirm(
  content: unknown,
  options: { title?: string; okText?: string; cancelText?: string } = {},
): Promise<boolean> {
  return showConfirm({
    title: typeof options.title === 'string' && options.title ? options.title : CONFIRM_TITLE,
    content: typeof content === 'string' ? content : '',
    okText: typeof options.okText === 'string' && options.okText ? options.okText : '确定',
    cancelText: typeof options.cancelText === 'string' && options.cancelText ? options.cancelText : '取消',
  });
}
