import type { Instalment } from '@market/contract';
import type { PlannedInstalment } from '@market/contract/loan-schedule';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import { formatDay } from '../format.ts';

type Row = PlannedInstalment & Partial<Pick<Instalment, 'due_at' | 'status'>>;

/**
 * A loan's instalments in order: when each falls due (a date once paid out, else the day after the
 * payout) and its amount, with the interest part; a status when the loan is running.
 */
export function ScheduleList({ instalments, testId }: { instalments: Row[]; testId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ol className="loan-schedule" data-testid={testId}>
      {instalments.map((instalment) => (
        <li
          key={instalment.seq}
          className="loan-instalment"
          data-testid="loan-instalment"
          data-status={instalment.status}
        >
          <span className="loan-instalment-when">
            <strong>{t('loan.instalment', { seq: instalment.seq })}</strong>
            <span>
              {instalment.due_at
                ? t('loan.dueOn', { date: formatDay(instalment.due_at) })
                : t('loan.dueDay', { day: instalment.due_day })}
            </span>
          </span>
          <span className="loan-instalment-amount">
            <strong data-testid="loan-instalment-amount">{money(instalment.amount)}</strong>
            <span>{t('loan.interestPart', { amount: money(instalment.interest) })}</span>
          </span>
          {instalment.status && (
            <span className={`loan-instalment-status is-${instalment.status}`}>
              {t(`loan.instalmentStatus.${instalment.status}`)}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
