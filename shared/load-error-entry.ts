/**
 * @scf/shared/load-error: what a page shows when its data did not load. An entry of its own
 * (also exported by `@scf/shared/list`, whose tables use it): a page that has no list, such as
 * the centre's 个人信息 or product centre, would otherwise download antd's Table, Select and
 * Pagination with `@scf/shared/list` only for this (issue 36).
 */
export { LoadError } from './list/load-error.component';
