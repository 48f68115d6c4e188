/**
 * Whether the "登录状态已过期" dialog of the inactivity watch is open. While it is, the dialog
 * owns the way to the login page: a request that meets the ended session (HTTP 401) must not
 * navigate away underneath it (docs/requirements.md#session: the reader presses 重新登录).
 */
let open = false;

export function setExpiryDialogOpen(value: boolean): void {
  open = value === true;
}

export function isExpiryDialogOpen(): boolean {
  return open;
}
