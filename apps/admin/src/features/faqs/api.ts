import type { RefData, RefInput } from '@market/contract/routes';
import { adminFaqCalls } from '@market/contract/routes/admin-faq-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export type AdminFaq = RefData<typeof adminFaqCalls.list>;
export type FaqSection = AdminFaq['categories'][number];
export type FaqQuestion = FaqSection['faqs'][number];
export type SectionInput = RefInput<typeof adminFaqCalls.saveCategory>;
export type QuestionInput = RefInput<typeof adminFaqCalls.save>;

const KEY = ['admin-faq'];

/** `POST /api/admin/faq/list`: every section and question with all their languages. */
export function useAdminFaq() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => client.call(adminFaqCalls.list, {}, { signal }),
  });
}

/** A change of the FAQ: each call answers the whole FAQ again, which becomes the list's data. */
function useChange<T>(send: (input: T) => Promise<AdminFaq>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (faq) => queryClient.setQueryData(KEY, faq) });
}

export const useSaveSection = () =>
  useChange((input: SectionInput) => client.call(adminFaqCalls.saveCategory, input));
export const useRemoveSection = () =>
  useChange((id: number) => client.call(adminFaqCalls.removeCategory, { id }));
export const useSaveQuestion = () =>
  useChange((input: QuestionInput) => client.call(adminFaqCalls.save, input));
export const useRemoveQuestion = () => useChange((id: number) => client.call(adminFaqCalls.remove, { id }));
