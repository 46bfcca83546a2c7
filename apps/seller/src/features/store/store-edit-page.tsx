import { useFormSubmit } from '@market/app-kit/forms';
import { PageHeader } from '@market/app-kit/page-header';
import { SubmitButton } from '@market/app-kit/submit-button';
import type { SellerStoreProfile } from '@market/contract';
import { Form, Input, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStoreProfile, useUpdateStore } from './api/use-store.ts';
import { type PictureChange, PictureField, pictureValue } from './components/picture-field.tsx';
import './store.css';
import './store-edit.css';

interface ProfileValues {
  name: string;
  intro: string;
  contact: string;
  /** Empty: no minimum (decision 040). */
  min_order_amount: string;
}

const SERVER_FIELDS = ['name', 'intro', 'contact', 'logo', 'banner', 'min_order_amount'];

/** `/seller/store/edit`: the store's name, logo, banner, introduction and contact, as buyers see them. */
export default function StoreEditPage() {
  const { t } = useTranslation();
  const { data: store } = useStoreProfile();
  return (
    <>
      <PageHeader backTo="/">{t('store.editTitle')}</PageHeader>
      {store ? <ProfileForm store={store} /> : <div className="store-skeleton" />}
    </>
  );
}

function ProfileForm({ store }: { store: SellerStoreProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateStore();
  const [form] = Form.useForm<ProfileValues>();
  const [logo, setLogo] = useState<PictureChange>({ kind: 'keep' });
  const [banner, setBanner] = useState<PictureChange>({ kind: 'keep' });

  const { submit, isSubmitting } = useFormSubmit<ProfileValues>(form, SERVER_FIELDS, async (values) => {
    await update.mutateAsync({
      name: values.name.trim(),
      intro: values.intro ?? '',
      contact: values.contact ?? '',
      logo: pictureValue(logo),
      banner: pictureValue(banner),
      min_order_amount: values.min_order_amount?.trim() || null,
    });
    Toast.show({ icon: 'success', content: t('store.saved') });
    navigate('/', { replace: true });
  });

  return (
    <Form
      form={form}
      layout="vertical"
      className="store-edit-form"
      initialValues={{
        name: store.name,
        intro: store.intro,
        contact: store.contact,
        min_order_amount: store.min_order_amount ?? '',
      }}
      onFinish={submit}
      footer={
        <SubmitButton isSubmitting={isSubmitting} testId="store-save">
          {t('common.save')}
        </SubmitButton>
      }
    >
      <Form.Item
        name="name"
        label={t('store.name')}
        rules={[{ required: true, whitespace: true, message: t('store.enterName') }]}
      >
        <Input maxLength={60} placeholder={t('store.name')} data-testid="store-name-input" />
      </Form.Item>
      <Form.Item label={t('store.logo')}>
        <PictureField name="logo" current={store.logo} change={logo} onChange={setLogo} shape="square" />
      </Form.Item>
      <Form.Item label={t('store.banner')}>
        <PictureField
          name="banner"
          current={store.banner}
          change={banner}
          onChange={setBanner}
          shape="wide"
        />
      </Form.Item>
      <Form.Item name="intro" label={t('store.intro')}>
        <TextArea
          maxLength={1000}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder={t('store.introPlaceholder')}
          data-testid="store-intro-input"
        />
      </Form.Item>
      <Form.Item name="contact" label={t('store.contact')}>
        <Input
          maxLength={200}
          placeholder={t('store.contactPlaceholder')}
          data-testid="store-contact-input"
        />
      </Form.Item>
      <Form.Item
        name="min_order_amount"
        label={t('store.minOrderAmount')}
        description={t('store.minOrderAmountHint')}
      >
        <Input
          inputMode="decimal"
          placeholder={t('store.minOrderAmountNone')}
          data-testid="store-min-order-amount"
        />
      </Form.Item>
    </Form>
  );
}
