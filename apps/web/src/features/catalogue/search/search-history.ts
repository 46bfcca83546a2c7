import { create } from 'zustand';

/** How many searches the history keeps. */
export const HISTORY_LIMIT = 10;

/** The history after searching `keyword`: latest first, each keyword once (case-insensitively), at most `limit`. */
export function addToHistory(history: string[], keyword: string, limit = HISTORY_LIMIT): string[] {
  const term = keyword.trim();
  if (!term) return history;
  const key = term.toLocaleLowerCase();
  return [term, ...history.filter((item) => item.toLocaleLowerCase() !== key)].slice(0, limit);
}

interface SearchHistoryState {
  searchHistoryArr: string[];
  add(keyword: string): void;
  clear(): void;
}

/** Spec §3 `searchHistoryArr`: in memory only, gone when the app is closed or reloaded. */
export const useSearchHistory = create<SearchHistoryState>((set) => ({
  searchHistoryArr: [],
  add: (keyword) => set((state) => ({ searchHistoryArr: addToHistory(state.searchHistoryArr, keyword) })),
  clear: () => set({ searchHistoryArr: [] }),
}));
