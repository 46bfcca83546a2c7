import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { APPLICATION_RULES, type UploadedPhoto } from '../application.ts';
import { PhotoField } from './photo-field.tsx';

/** A rule that the field holds an uploaded photo, with the server's message for a missing one. */
const photoRequired = (message: string) => ({
  validator: async (_rule: unknown, value: UploadedPhoto | undefined) => {
    if (!value?.url) throw new Error(message);
  },
});

/** The store as buyers will see it: its logo (a public image) and its name. */
export function StoreFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="logo"
        label={t('merchant.form.logo')}
        required
        rules={[photoRequired(t('merchant.validation.uploadLogo'))]}
      >
        <PhotoField isPrivate={false} label={t('merchant.form.logo')} testId="merchant-logo" />
      </Form.Item>
      <Form.Item
        name="store_name"
        label={t('merchant.form.storeName')}
        rules={[
          { required: true, whitespace: true, message: t('merchant.validation.enterStoreName') },
          { max: APPLICATION_RULES.storeNameMax, message: t('merchant.validation.storeNameLength') },
        ]}
      >
        <Input
          placeholder={t('merchant.form.storeNamePlaceholder')}
          maxLength={APPLICATION_RULES.storeNameMax + 10}
          autoComplete="organization"
          data-testid="merchant-store-name"
        />
      </Form.Item>
    </>
  );
}

const ID_PHOTOS = [
  ['id_front', 'idFront', 'uploadIdFront'],
  ['id_back', 'idBack', 'uploadIdBack'],
  ['id_hold', 'idHold', 'uploadIdHold'],
] as const;

/**
 * Who applies: the document number, the real name (party B of the contract), the three identity
 * photos (private: the applicant and the reviewers only) and an optional invitation code.
 */
export function DocumentFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="id_number"
        label={t('merchant.form.idNumber')}
        rules={[
          { required: true, whitespace: true, message: t('merchant.validation.enterIdNumber') },
          { pattern: APPLICATION_RULES.idNumber, message: t('merchant.validation.idNumberFormat') },
        ]}
      >
        <Input
          placeholder={t('merchant.form.idNumberPlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          className="merchant-ltr"
          data-testid="merchant-id-number"
        />
      </Form.Item>
      <Form.Item
        name="real_name"
        label={t('merchant.form.realName')}
        rules={[
          { required: true, whitespace: true, message: t('merchant.validation.enterRealName') },
          { max: APPLICATION_RULES.realNameMax, message: t('merchant.validation.realNameLength') },
        ]}
      >
        <Input
          placeholder={t('merchant.form.realNamePlaceholder')}
          maxLength={APPLICATION_RULES.realNameMax + 10}
          autoComplete="name"
          data-testid="merchant-real-name"
        />
      </Form.Item>
      <div className="merchant-photos">
        {ID_PHOTOS.map(([name, label, message]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`merchant.form.${label}`)}
            required
            rules={[photoRequired(t(`merchant.validation.${message}`))]}
          >
            <PhotoField
              isPrivate
              label={t(`merchant.form.${label}`)}
              testId={`merchant-${name.replace('_', '-')}`}
            />
          </Form.Item>
        ))}
      </div>
      <p className="merchant-hint">{t('merchant.form.privateHint')}</p>
      <Form.Item
        name="invite_code"
        label={t('merchant.form.inviteCode')}
        rules={[{ max: APPLICATION_RULES.inviteCodeMax, message: t('merchant.validation.inviteCodeFormat') }]}
      >
        <Input
          placeholder={t('merchant.form.optional')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          className="merchant-ltr"
          data-testid="merchant-invite-code"
        />
      </Form.Item>
    </>
  );
}
