import type { FaqResponse } from '@market/contract';
import { ConfigProvider, SearchBar } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useFaq } from './api/get-faq.ts';
import { ArticleSkeleton, RichText } from './article-states.tsx';
import './articles.css';

/** What was typed, once typing has paused: one request per search, not per key. */
function useSettled(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** /faqs: the questions buyers ask, by section, searchable, in the reader's language. */
export default function FaqPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useSettled(typed);
  const query = useFaq(keyword);
  return (
    <div className="article-page">
      <PageHeader>{t('faq.title')}</PageHeader>
      <div className="faq-search">
        <ConfigProvider locale={{ ...enUS, SearchBar: { name: t('faq.search') } }}>
          <SearchBar
            placeholder={t('faq.search')}
            value={typed}
            onChange={setTyped}
            maxLength={100}
            data-testid="faq-search"
          />
        </ConfigProvider>
      </div>
      {!query.data ? (
        <QueryState query={query} skeleton={<ArticleSkeleton />} />
      ) : query.data.categories.length === 0 ? (
        <EmptyState title={t('faq.none', { keyword })} text={t('faq.noneText')} testId="faq-none" />
      ) : (
        <FaqSections categories={query.data.categories} open={keyword !== ''} />
      )}
    </div>
  );
}

/** Each section with its questions; an answer opens under its question (all open while searching). */
function FaqSections({ categories, open }: { categories: FaqResponse['categories']; open: boolean }) {
  return (
    <div data-testid="faq-sections">
      {categories.map((section) => (
        <section key={section.id} className="article-card" data-testid={`faq-section-${section.id}`}>
          <h2 className="faq-section-title">{section.name}</h2>
          {section.faqs.map((faq) => (
            <details key={`${faq.id}-${open}`} className="faq-item" open={open} data-testid={`faq-${faq.id}`}>
              <summary className="faq-question">{faq.question}</summary>
              <RichText html={faq.answer} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
