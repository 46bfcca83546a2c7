import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Export CSV" of a list's current filter: busy while the file downloads, the refusal shown. */
export function ExportButton({ onExport, testId }: { onExport: () => Promise<void>; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      data-testid={testId}
      onClick={async () => {
        setBusy(true);
        try {
          await onExport();
        } catch (error) {
          void message.error((error as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('users.exportCsv')}
    </Button>
  );
}

/** The table's total: a capped count reads "10,000+" (decision 043). */
export const totalText = (total: number, capped: boolean | undefined, lang: string) =>
  `${new Intl.NumberFormat(lang).format(total)}${capped ? '+' : ''}`;
