import type { Quote } from '@market/contract';
import { QUOTE_REASON_MAX } from '@market/contract/quote-limits';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ReasonSheet } from '../../components/reason-sheet.tsx';
import { useDeclineQuote } from './api/use-quotes.ts';

/** Declining a request: a reason the buyer will read; a refused reason shows under the field. */
export function DeclineSheet({
  quote,
  isOpen,
  onClose,
}: {
  quote: Quote;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decline = useDeclineQuote();
  return (
    <ReasonSheet
      name="decline"
      isOpen={isOpen}
      onClose={onClose}
      max={QUOTE_REASON_MAX}
      bodyClassName="quote-sheet"
      leadClassName="quote-sheet-lead"
      texts={{
        title: t('quotes.declineTitle'),
        lead: t('quotes.declineLead', { name: quote.buyer_name }),
        label: t('quotes.reason'),
        placeholder: t('quotes.reasonPlaceholder'),
        required: t('quotes.enterReason'),
        submit: t('quotes.decline'),
      }}
      onReason={async (reason) => {
        await decline.mutateAsync({ id: quote.id, reason });
        Toast.show({ icon: 'success', content: t('quotes.declined') });
        onClose();
      }}
    />
  );
}
