/**
 * The seeded demo people and companies the tests use (server/db/seed/seed.ts), named by what a
 * test needs them for; tests/tooling/test-kit.test.ts checks each name against the seed. (Not
 * imported from the seed: that module brings the server's hashing and sanitising, seconds of
 * loading in every browser test file.) Tests that change a person's password, role or sessions
 * use people of their own, not these.
 */

/** The password of every demo person. */
export const DEMO_PASSWORD = 'Scf@2026';

export const DEMO = {
  /** 张伟: administrator (E101) of 华信 and operator (E102) of 华南, so chooses a company at login. */
  twoCompanies: '13800000001',
  /** 李娜: operator (E102) of 华信. */
  operator: '13800000002',
  /** 王芳: administrator (E101) of 华南. */
  supplierAdmin: '13800000003',
  /** 刘洋: reviewer and viewer (E103, E105) of 华信. */
  reviewer: '13800000004',
  /** 陈静: administrator (E101) of 金桥 (investor and funder). */
  investorAdmin: '13800000005',
  /** 赵磊: a disabled member of 华信 (login refused with 403). */
  disabled: '13800000006',
  /** 吴敏: administrator (E101) of 恒丰 (funder). */
  funderAdmin: '13800000009',
} as const;

export const DEMO_COMPANY = {
  /** 华信: core enterprise (C101, C106). */
  core: '华信核心制造集团有限公司',
  /** 华南: supplier (C102). */
  supplier: '华南精密零部件供应有限公司',
} as const;
