/**
 * 账户管理's list request, defined once: the page asks with it, and the page registry starts it
 * together with the page's code (shared's page-request).
 */
import { definePageRequest, listAllCompanies } from '@scf/shared';

/** The list has no arguments: every account of the person. */
export const ACCOUNT_LIST_ARGS = {};

export const ACCOUNT_LIST_REQUEST = definePageRequest({
  args: () => ACCOUNT_LIST_ARGS,
  load: (_args: typeof ACCOUNT_LIST_ARGS, call) => listAllCompanies(call),
});
