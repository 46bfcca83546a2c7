import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useTranslation } from 'react-i18next';
import { useSettlementSummary } from './api/use-settlement.ts';
import { SettlementLog } from './components/settlement-log.tsx';
import { SummaryCard } from './components/summary-card.tsx';
import './settlement.css';

/** `/seller/settlement`: the store's earnings on the ledger, and the way to withdraw them. */
export default function SettlementPage() {
  const { t } = useTranslation();
  const { data: summary, isError, refetch } = useSettlementSummary();
  return (
    <div className="settlement-page" data-testid="settlement-page">
      {summary ? (
        <SummaryCard summary={summary} />
      ) : isError ? (
        <ErrorBlock status="disconnected" title={t('common.loadFailed')} description="">
          <button type="button" className="link-button" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </ErrorBlock>
      ) : (
        <div className="settlement-card settlement-skeleton" />
      )}
      <SettlementLog />
    </div>
  );
}
