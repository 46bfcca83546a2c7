import type { AuditEntry } from '@market/contract';
import { ConfigProvider, Descriptions, Drawer, Flex, Typography } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';

/** A recorded value as indented JSON, left to right whatever the page's direction. */
function Json({ value, testId }: { value: unknown; testId: string }) {
  return (
    <pre
      dir="ltr"
      data-testid={testId}
      style={{
        background: '#f6f8fa',
        padding: 12,
        borderRadius: 6,
        overflow: 'auto',
        maxHeight: 480,
        margin: 0,
      }}
    >
      {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** One audit row: who, when, from where, what on what, and the values before and after, side by side. */
export function AuditDrawer({ entry, onClose }: { entry: AuditEntry | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  return (
    <Drawer
      open={entry !== undefined}
      onClose={onClose}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={820}
      title={entry ? t('audit.detailTitle', { id: entry.id }) : ''}
    >
      {entry && (
        <>
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'at', label: t('audit.at'), children: formatTime(entry.created_at, i18n.language) },
              {
                key: 'actor',
                label: t('audit.actor'),
                children: entry.actor_id ? `${entry.actor_name ?? ''} (#${entry.actor_id})` : '—',
              },
              { key: 'action', label: t('audit.action'), children: <code>{entry.action}</code> },
              { key: 'subject', label: t('audit.subject'), children: <code>{entry.subject}</code> },
              { key: 'ip', label: t('audit.ip'), children: entry.ip ?? '—' },
            ]}
          />
          <Flex gap={16} style={{ marginTop: 24 }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography.Title level={5}>{t('audit.before')}</Typography.Title>
              <Json value={entry.before} testId="audit-before" />
            </div>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Typography.Title level={5}>{t('audit.after')}</Typography.Title>
              <Json value={entry.after} testId="audit-after" />
            </div>
          </Flex>
        </>
      )}
    </Drawer>
  );
}
