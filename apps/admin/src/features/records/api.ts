import type { AdminLedgerListRequest, AdminOrderListRequest } from '@market/contract';
import { adminRecordCalls } from '@market/contract/routes/admin-record-calls';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';
import { downloadCsv } from '../../lib/download-csv.ts';

export const PAGE_SIZE = 20;
export type OrderFilter = Omit<AdminOrderListRequest, 'page' | 'limit'>;
export type LedgerFilter = Omit<AdminLedgerListRequest, 'page' | 'limit'>;

/** `POST /api/admin/order/list`: one server page of every order matching the filter. */
export function useOrders(filter: OrderFilter, page: number) {
  return useQuery({
    queryKey: ['orders', filter, page],
    queryFn: ({ signal }) =>
      client.call(adminRecordCalls.orders, { ...filter, page, limit: PAGE_SIZE }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/ledger/list`: one server page of the ledger entries matching the filter. */
export function useLedger(filter: LedgerFilter, page: number) {
  return useQuery({
    queryKey: ['ledger', filter, page],
    queryFn: ({ signal }) =>
      client.call(adminRecordCalls.ledger, { ...filter, page, limit: PAGE_SIZE }, { signal }),
    placeholderData: (previous) => previous,
  });
}

export const exportOrders = (filter: OrderFilter) =>
  downloadCsv(adminRecordCalls.exportOrders.path, filter, 'orders');
export const exportLedger = (filter: LedgerFilter) =>
  downloadCsv(adminRecordCalls.exportLedger.path, filter, 'ledger');
