import { useTranslation } from 'react-i18next';
import { useSearchHistory } from './search-history.ts';

/** The searches of this visit, latest first; one tap searches again, Clear forgets them. */
export function SearchHistory({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const history = useSearchHistory((state) => state.searchHistoryArr);
  const clear = useSearchHistory((state) => state.clear);
  return (
    <section className="search-history" aria-labelledby="history-title" data-testid="search-history">
      <header className="section-header">
        <h2 id="history-title">{t('catalogue.search.history')}</h2>
        {history.length > 0 && (
          <button type="button" className="section-more" onClick={clear} data-testid="clear-history">
            {t('catalogue.search.clearHistory')}
          </button>
        )}
      </header>
      {history.length === 0 ? (
        <p className="history-empty">{t('catalogue.search.noHistory')}</p>
      ) : (
        <ul className="history-list">
          {history.map((keyword) => (
            <li key={keyword}>
              <button
                type="button"
                className="chip"
                onClick={() => onPick(keyword)}
                data-testid="history-item"
              >
                {keyword}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
