import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

/** A drawer's fields: one bordered column of label and value, in the order given. */
export function DetailList({ rows, testId }: { rows: [string, ReactNode][]; testId: string }) {
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      data-testid={testId}
      items={rows.map(([label, children], index) => ({ key: index, label, children }))}
    />
  );
}
