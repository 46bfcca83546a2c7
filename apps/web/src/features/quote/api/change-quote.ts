import type { Quote, QuoteAcceptRequest, QuoteCreateRequest } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { quoteKeys } from './keys.ts';
import { quotes } from './quotes.ts';

/** After a change of one quote: its page at once from the answer, then every tab again. */
function useQuoteChange<T>(call: (input: T) => Promise<Quote>) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: call,
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteKeys.detail(viewer, quote.id), quote);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all(viewer) });
    },
  });
}

/** Asks the store of the SKUs for prices; the merchant gets a site message. */
export const useCreateQuote = () => useQuoteChange((body: QuoteCreateRequest) => quotes.create(body));

/** Withdraws a quote still requested or quoted. */
export const useCancelQuote = () => useQuoteChange((id: number) => quotes.cancel({ id }));

/**
 * Accepts a valid quote: one unpaid order at the quoted prices, paid at /pay. The quote (now
 * accepted) and the order lists reload.
 */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: (body: QuoteAcceptRequest) => quotes.accept(body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quoteKeys.all(viewer) }),
        // the order feature's keys start so (features/order/api/keys.ts): its lists gain the new order
        queryClient.invalidateQueries({ queryKey: ['order', viewer] }),
      ]),
  });
}
