/** dayjs in Chinese, set up on first use (not at import: no global change on load). */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

let installed = false;

export function installDayjsLocale(): void {
  if (installed) return;
  installed = true;
  dayjs.locale('zh-cn');
}
