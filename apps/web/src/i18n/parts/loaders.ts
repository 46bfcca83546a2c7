/**
 * Every part's dictionary per language (parts/<part>/<lang>.json), each its own chunk. This list
 * is a chunk of its own too, fetched with the first page that uses a part: the start-up code then
 * names one file instead of every part in every language (the home route's first load has a budget).
 */
export const partLoaders = import.meta.glob<{ default: Record<string, unknown> }>('./*/*.json');
