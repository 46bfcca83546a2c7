import { uploadCalls } from '@market/contract/routes/upload-calls';
import { Button, Form, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../lib/api.ts';

/** A public picture uploaded for the footer: its `/uploads/<hash>.webp` address. */
async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await client.upload(uploadCalls.upload, form)).url;
}

/** The picture of one logo: a pasted `/uploads/…` address, or a file uploaded here. */
function PictureInput({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange?: (value: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        dir="ltr"
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        placeholder={t('settings.logos.imageHint')}
        data-testid={testId}
        prefix={value ? <img src={value} alt="" width={20} height={20} /> : undefined}
      />
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadPicture(file)
            .then((url) => onChange?.(url))
            .catch(() => undefined) // the client has shown the refusal
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button loading={busy}>{t('settings.logos.upload')}</Button>
      </Upload>
    </Space.Compact>
  );
}

/**
 * One of the footer's lists of logos (decision 044): a name, an https link and a picture (uploaded,
 * pasted, or none: the buyer app then draws the initials), at most `max` of them.
 */
export function LogoListField({ name, max }: { name: 'exchange_logos' | 'partner_logos'; max: number }) {
  const { t } = useTranslation();
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <div data-testid={`settings-${name}`}>
          {rows.map((row) => (
            <Space key={row.key} align="start" wrap style={{ display: 'flex', marginBottom: 8 }}>
              <Form.Item name={[row.name, 'name']} style={{ marginBottom: 0 }}>
                <Input placeholder={t('settings.logos.name')} aria-label={t('settings.logos.name')} />
              </Form.Item>
              <Form.Item name={[row.name, 'link']} style={{ marginBottom: 0 }}>
                <Input dir="ltr" placeholder="https://" aria-label={t('settings.logos.link')} />
              </Form.Item>
              <Form.Item name={[row.name, 'image']} style={{ marginBottom: 0, minWidth: 280 }}>
                <PictureInput testId={`${name}-${row.name}-image`} />
              </Form.Item>
              <Button onClick={() => remove(row.name)}>{t('settings.logos.remove')}</Button>
            </Space>
          ))}
          <Button
            type="dashed"
            disabled={rows.length >= max}
            onClick={() => add({ name: '', link: 'https://', image: '' })}
          >
            {t('settings.logos.add', { count: rows.length, max })}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
