import type { SellerImportResponse } from '@market/contract';
import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadProductsCsv, useImportCsv } from '../api/csv.ts';

/**
 * Export (a download of the store's products, one row per SKU) and import (pick a CSV in the
 * export's columns; the report says what it did or which rows it refused).
 */
export function CsvActions({ onReport }: { onReport: (report: SellerImportResponse) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [isExporting, setIsExporting] = useState(false);
  const importCsv = useImportCsv();

  const exportCsv = async () => {
    setIsExporting(true);
    try {
      await downloadProductsCsv();
    } catch (error) {
      Toast.show({ icon: 'fail', content: error instanceof Error ? error.message : String(error) });
    } finally {
      setIsExporting(false);
    }
  };

  const pick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    importCsv.mutate(file, { onSuccess: onReport });
  };

  return (
    <>
      <Button
        size="small"
        color="primary"
        fill="outline"
        loading={isExporting}
        onClick={() => void exportCsv()}
        data-testid="export-csv"
      >
        {t('products.csv.export')}
      </Button>
      <Button
        size="small"
        color="primary"
        fill="outline"
        loading={importCsv.isPending}
        onClick={() => input.current?.click()}
        data-testid="import-csv"
      >
        {t('products.csv.import')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(event) => pick(event.target.files?.[0])}
        data-testid="import-file"
      />
    </>
  );
}
