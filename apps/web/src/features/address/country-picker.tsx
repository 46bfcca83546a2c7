import { ConfigProvider, Popup, SearchBar } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/region-names.ts';
import { countriesIn, searchCountries } from './countries.ts';

/**
 * A form field (antd-mobile Form.Item gives `value` and `onChange`): the chosen country's name,
 * opening a searchable list of every country in the reader's language.
 */
export function CountryField({ value, onChange }: { value?: string; onChange?: (code: string) => void }) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const all = useMemo(() => countriesIn(i18n.language), [i18n.language]);
  const shown = useMemo(() => searchCountries(all, query), [all, query]);
  const close = () => {
    setIsOpen(false);
    setQuery('');
  };
  return (
    <>
      <button
        type="button"
        className={value ? 'country-field' : 'country-field is-empty'}
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        data-testid="country-field"
      >
        {value ? countryName(value, i18n.language) : t('address.chooseCountry')}
      </button>
      <Popup
        visible={isOpen}
        onMaskClick={close}
        onClose={close}
        position="bottom"
        bodyClassName="country-popup"
        destroyOnClose
      >
        <div role="dialog" aria-label={t('address.country')}>
          <div className="country-search">
            {/* the search box's label is antd-mobile's locale's (Chinese by default): ours, translated */}
            <ConfigProvider locale={{ ...enUS, SearchBar: { name: t('address.searchCountry') } }}>
              <SearchBar
                placeholder={t('address.searchCountry')}
                value={query}
                onChange={setQuery}
                data-testid="country-search"
              />
            </ConfigProvider>
          </div>
          <ul className="country-list" data-testid="country-list">
            {shown.map((country) => (
              <li key={country.code}>
                <button
                  type="button"
                  className={country.code === value ? 'country-option is-chosen' : 'country-option'}
                  aria-pressed={country.code === value}
                  onClick={() => {
                    onChange?.(country.code);
                    close();
                  }}
                  data-code={country.code}
                >
                  {country.name}
                </button>
              </li>
            ))}
            {shown.length === 0 && <li className="country-none">{t('address.noCountry')}</li>}
          </ul>
        </div>
      </Popup>
    </>
  );
}
