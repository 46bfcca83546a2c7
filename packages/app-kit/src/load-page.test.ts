import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, loadPage } from './load-page.ts';

const Page = () => null;
const Retry = () => null;

describe('loading a page chunk', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gives the page once its chunk arrives', async () => {
    expect(await loadPage(async () => ({ default: Page }), Retry)).toBe(Page);
  });

  it('gives the retry page when the chunk fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await loadPage(load, Retry)).toBe(Retry);
  });

  it('gives the retry page after 120 s without the chunk (spec §9), not before', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let settled = false;
    const result = loadPage(() => new Promise(() => undefined), Retry).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(Retry);
  });
});
