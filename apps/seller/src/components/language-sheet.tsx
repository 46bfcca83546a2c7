import { LANGUAGE_OPTIONS, localeOf } from '@market/app-kit/languages';
import type { Language } from '@market/contract/languages';
import CheckList from 'antd-mobile/es/components/check-list';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../i18n/index.ts';

/** The 13 languages in a bottom sheet; a chunk of its own, fetched on the first tap of the button. */
export default function LanguageSheet({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Popup visible={isOpen} onMaskClick={onClose} bodyClassName="language-sheet">
      <h2 className="sheet-title">{t('shell.language')}</h2>
      <CheckList
        value={[currentLanguage()]}
        onChange={(values) => {
          const chosen = values[0] as Language | undefined;
          onClose();
          if (chosen) void switchLanguage(chosen);
        }}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <CheckList.Item key={option.value} value={option.value} data-testid={`lang-${option.value}`}>
            <span lang={localeOf(option.value)}>{option.langText}</span>
          </CheckList.Item>
        ))}
      </CheckList>
    </Popup>
  );
}
