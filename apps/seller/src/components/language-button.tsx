import { LANGUAGE_OPTIONS } from '@market/app-kit/languages';
import { LineIcon } from '@market/app-kit/line-icon';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/index.ts';

// the sheet brings antd-mobile's Popup and react-spring: not part of the first screen
const LanguageSheet = lazy(() => import('./language-sheet.tsx'));

/** The app's language (13, Arabic right to left), chosen from a sheet; the buyer app follows it. */
export function LanguageButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const current = LANGUAGE_OPTIONS.find((option) => option.value === currentLanguage());
  const open = () => {
    setWasOpened(true);
    setIsOpen(true);
  };
  return (
    <>
      <button
        type="button"
        className="icon-button"
        onClick={open}
        aria-label={t('shell.language')}
        data-testid="language-button"
      >
        <LineIcon size={20}>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
        </LineIcon>
        <span>{current?.icon}</span>
      </button>
      {wasOpened && (
        <Suspense fallback={null}>
          <LanguageSheet isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
