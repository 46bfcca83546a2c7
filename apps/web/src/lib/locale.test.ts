import { describe, expect, it } from 'vitest';
import { localeOf } from './locale.ts';

describe('localeOf', () => {
  it('names Traditional Chinese zh-TW and keeps the other app languages as they are', () => {
    expect(localeOf('tw')).toBe('zh-TW');
    expect(localeOf('zh-CN')).toBe('zh-CN');
    expect(localeOf('ar')).toBe('ar');
  });

  it('falls back to English before a language is known', () => {
    expect(localeOf('')).toBe('en');
  });
});
