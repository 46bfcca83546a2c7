import { type AdminLedgerRow, LEDGER_ACCOUNT_TYPES, LEDGER_KINDS } from '@market/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { setFields, useListParams } from '../../lib/list-params.ts';
import { exportLedger, type LedgerFilter, PAGE_SIZE, useLedger } from './api.ts';
import { ChoiceFilter, DaysFilter, RecordTable, TextFilter } from './record-table.tsx';

const digits = (value: string) => (/^\d+$/.test(value) ? value : undefined);

/**
 * Every ledger entry (permission `ledger`) over `POST /api/admin/ledger/list`: by user, account,
 * kind and days, newest first (or oldest), with its CSV export.
 */
export default function LedgerPage() {
  const { t, i18n } = useTranslation();
  const params = useListParams();
  const { read } = params;
  const filter = setFields({
    user_id: digits(read('user_id')),
    account_type: LEDGER_ACCOUNT_TYPES.find((one) => one === read('account_type')),
    account_id: digits(read('account_id')),
    entry_kind: LEDGER_KINDS.find((one) => one === read('entry_kind')),
    date_from: read('date_from'),
    date_to: read('date_to'),
    direction: read('direction') === 'asc' ? 'asc' : 'desc',
  }) as LedgerFilter;
  const { data, isFetching } = useLedger(filter, params.page);
  const columns: ColumnsType<AdminLedgerRow> = [
    { title: t('records.entryId'), dataIndex: 'id', width: 90 },
    {
      title: t('records.account'),
      key: 'account',
      render: (_, row) => `${t(`records.accountTypes.${row.account_type}`)} #${row.account_id}`,
    },
    {
      title: t('records.kind'),
      dataIndex: 'kind',
      render: (value: string) => t(`records.kinds.${value}`, value),
    },
    { title: t('records.amount'), dataIndex: 'amount', align: 'end' },
    { title: t('records.balanceAfter'), dataIndex: 'balance_after', align: 'end' },
    { title: t('records.reference'), dataIndex: 'reference' },
    { title: t('records.memo'), dataIndex: 'memo', ellipsis: true },
    {
      title: t('records.created'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
      sorter: true,
      sortOrder: filter.direction === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
    },
  ];
  return (
    <RecordTable<AdminLedgerRow>
      title={t('records.ledgerTitle')}
      params={params}
      filters={
        <>
          <TextFilter params={params} name="user_id" placeholder={t('records.userId')} width={130} />
          <ChoiceFilter
            params={params}
            name="account_type"
            options={LEDGER_ACCOUNT_TYPES.map((value) => ({
              value,
              label: t(`records.accountTypes.${value}`),
            }))}
          />
          <TextFilter params={params} name="account_id" placeholder={t('records.accountId')} width={130} />
          <ChoiceFilter
            params={params}
            name="entry_kind"
            options={LEDGER_KINDS.map((value) => ({ value, label: t(`records.kinds.${value}`) }))}
          />
          <DaysFilter params={params} />
        </>
      }
      onExport={() => exportLedger(filter)}
      page={data}
      isFetching={isFetching}
      pageSize={PAGE_SIZE}
      columns={columns}
      testId="ledger-table"
    />
  );
}
