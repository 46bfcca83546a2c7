import { describe, expect, it } from 'vitest';
import { activeTab, isFooterVisible, isTabBarVisible, slideDirection, tabsFor } from './shell-rules.ts';

describe('shell rules (spec §2)', () => {
  it.each([
    ['/', true],
    ['/mine', true],
    ['/product', true],
    ['/shop', true],
    ['/article-detail/3', true],
    ['/login', false],
    ['/goods', false],
    ['/store/4', false],
    ['/setting', false],
  ])('tab bar on %s: %s', (path, visible) => {
    expect(isTabBarVisible(path)).toBe(visible);
  });

  it.each([
    ['/', true],
    ['/loan', true],
    ['/mine/loan-history', true],
    ['/mine', false],
    ['/product', false],
  ])('footer on %s: %s', (path, visible) => {
    expect(isFooterVisible(path)).toBe(visible);
  });

  it('shows four tabs logged in and puts register before mine logged out', () => {
    expect(tabsFor(true).map((t) => t.key)).toEqual(['home', 'product', 'shop', 'mine']);
    expect(tabsFor(false).map((t) => t.key)).toEqual(['home', 'product', 'shop', 'register', 'mine']);
  });

  it('activates the tab whose path equals the current path, else the first', () => {
    const tabs = tabsFor(false);
    expect(activeTab(tabs, '/shop').key).toBe('shop');
    expect(activeTab(tabs, '/goods').key).toBe('home');
  });

  it('slides by the ordering index', () => {
    expect(slideDirection(undefined, 3)).toBe('none');
    expect(slideDirection(1, 3)).toBe('forward');
    expect(slideDirection(3, 1)).toBe('back');
    expect(slideDirection(2, 2)).toBe('none');
  });
});
