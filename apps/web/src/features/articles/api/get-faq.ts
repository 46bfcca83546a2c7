import { bindCalls } from '@market/client';
import { faqCalls } from '@market/contract/routes/faq-calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { client } from '../../../lib/api.ts';
import { articleKeys } from './keys.ts';

const faq = bindCalls(client, faqCalls);

/** The FAQ in the reader's language; with a keyword only the matching questions. */
export function useFaq(keyword: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: articleKeys.faq(keyword, i18n.language),
    queryFn: () => faq.list(keyword ? { keyword } : {}),
    staleTime: 10 * 60_000,
    // while the next keyword loads, the last answers stay instead of a blank page
    placeholderData: keepPreviousData,
  });
}
