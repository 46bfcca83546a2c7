import { DatePicker, Flex, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, totalText } from '../../components/export-button.tsx';
import type { useListParams } from '../../lib/list-params.ts';

type Params = ReturnType<typeof useListParams>;

/** A text or id filter of a record list: set on Enter or search, cleared with its ×. */
export function TextFilter(props: { params: Params; name: string; placeholder: string; width?: number }) {
  return (
    <Input.Search
      allowClear
      data-testid={`filter-${props.name}`}
      style={{ width: props.width ?? 180 }}
      placeholder={props.placeholder}
      defaultValue={props.params.read(props.name)}
      onSearch={(value) => props.params.filter({ [props.name]: value.trim() })}
    />
  );
}

/** A choice filter (status, kind, account type); "all" clears it. */
export function ChoiceFilter(props: {
  params: Params;
  name: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Select
      style={{ width: 170 }}
      data-testid={`filter-${props.name}`}
      value={props.params.read(props.name)}
      onChange={(value) => props.params.filter({ [props.name]: value })}
      options={[{ value: '', label: t('records.all') }, ...props.options]}
    />
  );
}

/** The day range (`date_from`, `date_to`, UTC days). */
export function DaysFilter({ params }: { params: Params }) {
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      onChange={(_, [from, to]) => params.filter({ date_from: from, date_to: to })}
    />
  );
}

/** A record list's page: title, filters with the export, and the server-paged table (newest first or oldest). */
export function RecordTable<Row extends { id: number }>(props: {
  title: string;
  params: Params;
  filters: ReactNode;
  onExport: () => Promise<void>;
  page: { list: Row[]; total: number; total_capped: boolean } | undefined;
  isFetching: boolean;
  pageSize: number;
  columns: ColumnsType<Row>;
  testId: string;
}) {
  const { i18n } = useTranslation();
  const { params } = props;
  return (
    <>
      <Typography.Title level={3}>{props.title}</Typography.Title>
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        {props.filters}
        <ExportButton testId={`${props.testId}-export`} onExport={props.onExport} />
      </Flex>
      <Table<Row>
        data-testid={props.testId}
        rowKey="id"
        size="small"
        columns={props.columns}
        dataSource={props.page?.list ?? []}
        loading={props.isFetching}
        onChange={(pagination, _filters, sorter) => {
          const order = Array.isArray(sorter) ? undefined : sorter.order;
          const direction = order === 'ascend' ? 'asc' : undefined;
          if ((direction ?? '') !== params.read('direction')) params.filter({ direction });
          else params.update({ page: String(pagination.current ?? 1) });
        }}
        pagination={{
          current: params.page,
          pageSize: props.pageSize,
          total: props.page?.total ?? 0,
          showSizeChanger: false,
          showTotal: () => totalText(props.page?.total ?? 0, props.page?.total_capped, i18n.language),
        }}
      />
    </>
  );
}
