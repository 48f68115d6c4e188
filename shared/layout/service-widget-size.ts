/**
 * The open service widget panel's size. The widget decides whether the open panel would cover a
 * control of the page before the panel's code has come: a box of this size stands in for it
 * (service-widget.component.tsx), so a page where the panel folds never loads it.
 */
export const PANEL_WIDTH = 112;
/** Above and below the entries. */
export const PANEL_PADDING = 8;
/** The head (客服中心 and the small fold button) with its bottom padding and line. */
export const PANEL_HEAD_HEIGHT = 29;
/** Below the head. */
export const PANEL_HEAD_GAP = 4;
/** Each entry: 在线客服, 咨询热线, 微信咨询 (an unconfigured one says 暂未开通 within it). */
export const PANEL_ITEM_HEIGHT = 40;
const PANEL_ITEMS = 3;
export const PANEL_HEIGHT = 2 * PANEL_PADDING + PANEL_HEAD_HEIGHT + PANEL_HEAD_GAP + PANEL_ITEMS * PANEL_ITEM_HEIGHT;
