import type { AdminApplication } from '@market/contract';
import { ConfigProvider, Descriptions, Drawer, Flex, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateDocument } from '../../components/private-document.tsx';
import { ReviewForm } from '../../components/review-form.tsx';
import { formatTime } from '../../lib/format.ts';
import { useApplication, useReview } from './api.ts';
import { STATUS_COLOR } from './format.ts';

const DOCUMENTS = ['id_front', 'id_back', 'id_hold', 'signature'] as const;

/** The application's fields as label and value, the review's only once it is decided. */
function Fields({ application }: { application: AdminApplication }) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [
      t('applications.status'),
      <Tag color={STATUS_COLOR[application.status]} data-testid="application-status">
        {t(`status.${application.status}`)}
      </Tag>,
    ],
    [t('applications.applicant'), `${application.username} · ${application.email} (#${application.user_id})`],
    [t('applications.storeName'), application.store_name],
    [t('applications.realName'), application.real_name],
    [t('applications.idNumber'), application.id_number],
    [t('applications.inviteCode'), application.invite_code || '—'],
    [t('applications.signedOn'), application.signed_on],
    [t('applications.submitted'), formatTime(application.submitted_at, i18n.language)],
  ];
  if (application.reviewed_at)
    rows.push([t('applications.reviewed'), formatTime(application.reviewed_at, i18n.language)]);
  if (application.reason)
    rows.push([t('review.reason'), <span data-testid="application-reason">{application.reason}</span>]);
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      data-testid="application-fields"
      items={rows.map(([label, children], index) => ({ key: index, label, children }))}
    />
  );
}

/**
 * One application (`POST /api/admin/merchant/detail`): its fields, the store logo and the private
 * documents and signature in place, and while it is reviewing the decision.
 */
export function ApplicationDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: application } = useApplication(id);
  const review = useReview();
  // it slides in from the reading end: the left in Arabic
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const shown = application && application.id === id ? application : undefined;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={640}
      title={shown ? t('applications.detailTitle', { id: shown.id }) : t('applications.title')}
      data-testid="application-drawer"
    >
      {!shown ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          <Fields application={shown} />
          <div>
            <Typography.Title level={5}>{t('applications.documents')}</Typography.Title>
            <Flex wrap gap={16}>
              {DOCUMENTS.map((name) => (
                <PrivateDocument
                  key={name}
                  url={shown[name].url}
                  label={t(`applications.${name}`)}
                  testId={`document-${name}`}
                />
              ))}
            </Flex>
          </div>
          <ReviewForm
            key={shown.id}
            isPending={shown.status === 'reviewing'}
            isSaving={review.isPending}
            decide={(decision) => review.mutateAsync({ id: shown.id, ...decision })}
          />
        </Flex>
      )}
    </Drawer>
  );
}
