import { useTranslation } from 'react-i18next';
import { formatDay } from '../format-day.ts';

const TERMS = ['goods', 'shipping', 'settlement', 'account', 'privacy', 'suspension', 'term'] as const;

/**
 * The business contract between party A (the platform, by its site name) and party B (the
 * applicant, by the real name typed above), dated the day it is signed; its terms fold out.
 */
export function ContractTerms({
  partyA,
  partyB,
  signedOn,
}: {
  partyA: string;
  partyB: string;
  /** Party B's date: today for a new signature, `YYYY-MM-DD`. */
  signedOn: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="contract" aria-label={t('merchant.contract.title')} data-testid="merchant-contract">
      <dl className="contract-parties">
        <div>
          <dt>{t('merchant.contract.partyA')}</dt>
          <dd data-testid="merchant-party-a">
            <bdi>{partyA}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('merchant.contract.partyB')}</dt>
          <dd data-testid="merchant-party-b">
            <bdi>{partyB.trim() || t('merchant.contract.applicant')}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('merchant.contract.date')}</dt>
          <dd data-testid="merchant-signed-on">
            <time dateTime={signedOn}>{formatDay(signedOn)}</time>
          </dd>
        </div>
      </dl>
      <details className="contract-terms" data-testid="merchant-contract-terms">
        <summary>{t('merchant.contract.read')}</summary>
        <p>{t('merchant.contract.intro', { platform: partyA })}</p>
        <ol>
          {TERMS.map((term) => (
            <li key={term}>{t(`merchant.contract.terms.${term}`)}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}
