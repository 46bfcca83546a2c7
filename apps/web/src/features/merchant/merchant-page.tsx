import type { MerchantIndex } from '@market/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Steps } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../state/session.ts';
import { meQueryKey } from '../../state/use-me.ts';
import { useMerchantIndex } from './api/get-merchant-index.ts';
import { type MerchantStep, stepOf } from './application.ts';
import { ApplicationForm } from './components/application-form.tsx';
import { RejectedNotice, ReviewWaiting, StartSelling } from './components/review-status.tsx';
import './merchant.css';

/** /merchant: the application to open a store (spec §2, §4). A visitor is sent to log in first. */
export default function MerchantPage() {
  const { t } = useTranslation();
  const [isLogin] = useState(() => useSession.getState().isLogin);
  if (!isLogin) return <LoginRedirect />;
  return (
    <div className="merchant-page">
      <PageHeader backTo="/mine">{t('mine.merchant')}</PageHeader>
      <Application />
    </div>
  );
}

const CURRENT = { documents: 0, review: 1, approved: 2, rejected: 2 } as const;

/** The three steps of the spec: documents, review, start selling (or the refusal, at the same place). */
function MerchantSteps({ step }: { step: MerchantStep }) {
  const { t } = useTranslation();
  const last = step === 'rejected' ? t('merchant.steps.rejected') : t('merchant.steps.selling');
  return (
    <Steps current={CURRENT[step]} className="merchant-steps" data-testid="merchant-steps" data-step={step}>
      <Steps.Step title={t('merchant.steps.documents')} />
      <Steps.Step title={t('merchant.steps.review')} />
      <Steps.Step
        title={last}
        status={step === 'rejected' ? 'error' : step === 'approved' ? 'finish' : 'wait'}
      />
    </Steps>
  );
}

function Application() {
  const query = useMerchantIndex();
  const queryClient = useQueryClient();
  const status = query.data?.status;
  // approved: the user is a merchant now, which /mine reads from the current user
  useEffect(() => {
    if (status === 'approved') void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [status, queryClient]);
  if (!query.data)
    return (
      <QueryState query={query} skeleton={<div className="merchant-card shimmer merchant-skeleton" />} />
    );
  return (
    <StepContent
      index={query.data}
      checkedAt={query.dataUpdatedAt}
      isChecking={query.isFetching}
      onRefresh={() => void query.refetch()}
    />
  );
}

function StepContent({
  index,
  checkedAt,
  isChecking,
  onRefresh,
}: {
  index: MerchantIndex;
  checkedAt: number;
  isChecking: boolean;
  onRefresh: () => void;
}) {
  const step = stepOf(index.status);
  return (
    <>
      <MerchantSteps step={step} />
      {step === 'review' && (
        <ReviewWaiting index={index} checkedAt={checkedAt} isChecking={isChecking} onRefresh={onRefresh} />
      )}
      {step === 'approved' && <StartSelling index={index} />}
      {step === 'rejected' && <RejectedNotice reason={index.application?.reason ?? ''} />}
      {(step === 'documents' || step === 'rejected') && (
        // a new key when the application changes: the form starts again from what was sent
        <ApplicationForm
          key={index.application?.submitted_at ?? 'new'}
          partyA={index.party_a}
          previous={step === 'rejected' ? index.application : null}
        />
      )}
    </>
  );
}
