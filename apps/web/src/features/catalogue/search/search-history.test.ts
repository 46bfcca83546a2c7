import { beforeEach, describe, expect, it } from 'vitest';
import { addToHistory, HISTORY_LIMIT, useSearchHistory } from './search-history.ts';

describe('search history', () => {
  it('puts the latest search first and keeps each keyword once', () => {
    let history: string[] = [];
    for (const keyword of ['boots', 'headset', ' Boots ']) history = addToHistory(history, keyword);
    expect(history).toEqual(['Boots', 'headset']);
  });

  it('ignores blank searches and keeps at most the limit', () => {
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
    let history: string[] = [];
    for (let i = 0; i < HISTORY_LIMIT + 3; i++) history = addToHistory(history, `k${i}`);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]).toBe(`k${HISTORY_LIMIT + 2}`);
  });

  describe('store', () => {
    beforeEach(() => useSearchHistory.getState().clear());

    it('adds and clears', () => {
      useSearchHistory.getState().add('jeans');
      useSearchHistory.getState().add('ring');
      expect(useSearchHistory.getState().searchHistoryArr).toEqual(['ring', 'jeans']);
      useSearchHistory.getState().clear();
      expect(useSearchHistory.getState().searchHistoryArr).toEqual([]);
    });
  });
});
