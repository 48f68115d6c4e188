/**
 * The portal pages the header, the message sidebar and the service widget link to. Every
 * path is a route of the one route table (tests/unit/layout/layout-links.test.ts checks it),
 * so renaming a route there breaks that test rather than a link.
 */
import { HOME_PATH, LOGIN_PATH, PRODUCT_CENTRE_PATH } from '../routes/route-table';

export const LAYOUT_PATHS = {
  home: HOME_PATH,
  login: LOGIN_PATH,
  productCentre: PRODUCT_CENTRE_PATH,
  /** Requirement (docs/requirements.md#layout): the header's account-management link. */
  accountList: '/center/crm/account/list',
  messages: '/center/crm/message/list',
  affiches: '/center/crm/affiche/list',
  user: '/center/crm/user',
  employees: '/center/crm/employee/list',
  company: '/center/crm/company',
  /** The spec's spelling is the route's real name. */
  invitation: '/center/crm/invication',
  /** The help centre: the service widget's chat page when none is configured. */
  help: '/index/help',
} as const;

export type LayoutPathName = keyof typeof LAYOUT_PATHS;

/** Paths under these prefixes belong to the message entry of the same name (detail pages included). */
export const MESSAGE_SECTION_PREFIX = '/center/crm/message/';
export const AFFICHE_SECTION_PREFIX = '/center/crm/affiche/';
