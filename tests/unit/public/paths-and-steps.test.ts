/**
 * Every path the public parcels link to or step through is a route of the one route table,
 * and the wizards' step rules (which URL a registration may show) hold.
 */
import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from '@scf/shared';
import { PUBLIC_PATHS } from '../../../parcels/index/public-paths';
import { isSectionActive, publicSections } from '../../../parcels/index/public-sections';
import {
  mayShow,
  serverStep,
  STEP_ORDER,
  STEP_PATH,
  stepOfPath,
  stepTitles,
  isRegStep,
} from '../../../parcels/register/registration-steps';
import {
  allowedResetStep,
  RESET_PATH,
  RESET_STEPS,
  resetStepOfPath,
  resetStepTitles,
} from '../../../parcels/resetpwd/reset-steps';

const routePaths = new Set(ROUTES.filter((r) => !r.redirect).map((r) => r.path));

describe('paths used by the public parcels', () => {
  it('are all routes of the route table', () => {
    for (const p of [...Object.values(PUBLIC_PATHS), ...Object.values(STEP_PATH), ...Object.values(RESET_PATH)]) {
      expect(routePaths.has(p), p).toBe(true);
    }
  });

  it('the header sections are the index routes without parameters, in table order', () => {
    const sections = publicSections();
    expect(sections.map((s) => s.path).join(' ')).toBe(
      '/index/index /index/product /index/news/list /index/help /index/about /index/verify',
    );
    expect(sections.map((s) => s.title).join(' ')).toBe('首页 产品服务 新闻动态 帮助中心 关于我们 凭证验证');
  });

  it('marks the section of the current page, news details under 新闻动态', () => {
    expect(isSectionActive('/index/index', '/index/index')).toBe(true);
    expect(isSectionActive('/index/news/list', '/index/news/detail/3/x')).toBe(true);
    expect(isSectionActive('/index/index', '/index/news/detail/3/x')).toBe(false);
    expect(isSectionActive('/index/help', '/index/about')).toBe(false);
    expect(isSectionActive('/index/product', '/index/productx')).toBe(false);
  });
});

describe('registration steps', () => {
  it('maps paths and steps both ways, titles from the route table', () => {
    for (const step of STEP_ORDER) expect(stepOfPath(STEP_PATH[step])).toBe(step);
    expect(stepOfPath('/register')).toBeNull();
    expect(stepOfPath('/register/account/x')).toBeNull();
    expect(stepTitles()).toEqual({
      account: '注册账号',
      permit: '企业认证',
      verification: '管理员验证',
      approval: '等待审核',
      success: '注册成功',
    });
    expect(STEP_ORDER.map((s) => matchRoute(STEP_PATH[s])?.route.app)).toEqual(STEP_ORDER.map(() => 'register'));
  });

  it('shows the server step, and the company step again while verification is open', () => {
    expect(mayShow('permit', { step: 'permit' })).toBe(true);
    expect(mayShow('verification', { step: 'verification' })).toBe(true);
    expect(mayShow('permit', { step: 'verification' })).toBe(true);
    expect(mayShow('approval', { step: 'permit' })).toBe(false);
    expect(mayShow('success', { step: 'approval' })).toBe(false);
    expect(mayShow('verification', { step: 'permit' })).toBe(false);
    // After submission the company step is closed (a rejection reopens it on the server).
    expect(mayShow('permit', { step: 'approval' })).toBe(false);
  });

  it('sends a refused URL to the server step; odd server answers go to the company step', () => {
    expect(serverStep({ step: 'approval' })).toBe('approval');
    expect(serverStep({ step: 'account' })).toBe('permit');
    expect(serverStep({ step: 'nonsense' as never })).toBe('permit');
    expect(mayShow('permit', { step: 'nonsense' as never })).toBe(true);
    expect(isRegStep('success')).toBe(true);
    expect(isRegStep(3)).toBe(false);
  });
});

describe('reset steps', () => {
  it('maps paths and titles from the route table', () => {
    for (const step of RESET_STEPS) expect(resetStepOfPath(RESET_PATH[step])).toBe(step);
    expect(resetStepTitles()).toEqual({ account: '验证身份', reset: '重置密码', complete: '重置完成' });
  });

  it('needs a ticket for the password step and a finished reset for the completion', () => {
    expect(allowedResetStep('reset', { hasTicket: true, done: false })).toBe('reset');
    expect(allowedResetStep('reset', { hasTicket: false, done: true })).toBe('account');
    expect(allowedResetStep('complete', { hasTicket: false, done: true })).toBe('complete');
    expect(allowedResetStep('complete', { hasTicket: true, done: false })).toBe('account');
    expect(allowedResetStep('account', { hasTicket: true, done: true })).toBe('account');
  });
});
