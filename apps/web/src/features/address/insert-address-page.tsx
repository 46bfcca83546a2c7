import type { AddressEditRequest } from '@market/contract';
import { Form, Input, Switch, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useBuyerData } from '../../state/buyer-data.ts';
import { useSession } from '../../state/session.ts';
import { useAddress } from './api/get-address.ts';
import { useSaveAddress } from './api/save-address.ts';
import { CountryField } from './country-picker.tsx';
import './address.css';

type AddressForm = Omit<AddressEditRequest, 'id'>;
const FIELDS = ['country', 'province', 'city', 'address', 'zip', 'name', 'mobile', 'is_default'];

/** /insertAddress: a new address, or `?id=N` to edit one; `?select=1` picks the new one for the checkout. */
export default function InsertAddressPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const isLogin = useSession((state) => state.isLogin);
  const query = useAddress(id);
  if (!isLogin) return <LoginRedirect />;
  if (id > 0 && !query.data) {
    return (
      <>
        <PageHeader>{t('address.editTitle')}</PageHeader>
        <QueryState query={query} skeleton={<div className="address-card shimmer address-skeleton" />} />
      </>
    );
  }
  return <AddressEditor key={id} id={id} initial={query.data} isSelecting={params.get('select') === '1'} />;
}

function AddressEditor({
  id,
  initial,
  isSelecting,
}: {
  id: number;
  initial?: AddressForm;
  isSelecting: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<AddressForm>();
  const save = useSaveAddress();
  const chooseAddress = useBuyerData((state) => state.chooseAddress);

  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [form, initial]);

  const { submit, isSubmitting } = useFormSubmit<AddressForm>(form, FIELDS, async (values) => {
    const saved = await save.mutateAsync({ ...values, ...(id ? { id } : {}) });
    if (isSelecting) chooseAddress(saved.id);
    Toast.show({ icon: 'success', content: t('address.saved') });
    navigate(-1);
  });
  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <div className="address-page">
      <PageHeader>{id ? t('address.editTitle') : t('address.addTitle')}</PageHeader>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ country: '', is_default: false }}
        onFinish={submit}
        footer={
          <SubmitButton isSubmitting={isSubmitting} testId="address-save">
            {t('address.save')}
          </SubmitButton>
        }
      >
        <Form.Item name="country" label={t('address.country')} rules={required(t('address.selectCountry'))}>
          <CountryField />
        </Form.Item>
        <Form.Item name="province" label={t('address.province')}>
          <Input autoComplete="address-level1" maxLength={100} data-testid="address-province" />
        </Form.Item>
        <Form.Item name="city" label={t('address.city')} rules={required(t('address.enterCity'))}>
          <Input autoComplete="address-level2" maxLength={100} data-testid="address-city" />
        </Form.Item>
        <Form.Item name="address" label={t('address.detail')} rules={required(t('address.enterDetail'))}>
          <Input autoComplete="street-address" maxLength={300} data-testid="address-detail" />
        </Form.Item>
        <Form.Item
          name="zip"
          label={t('address.zip')}
          rules={[{ pattern: /^[A-Za-z0-9 -]*$/, message: t('address.zipFormat') }]}
        >
          <Input autoComplete="postal-code" maxLength={20} data-testid="address-zip" />
        </Form.Item>
        <Form.Item name="name" label={t('address.recipient')} rules={required(t('address.enterRecipient'))}>
          <Input autoComplete="name" maxLength={100} data-testid="address-name" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('address.mobile')}
          rules={[
            ...required(t('address.enterMobile')),
            { pattern: /^\s*\+?[0-9][0-9 -]{4,22}\s*$/, message: t('address.mobileFormat') },
          ]}
        >
          <Input type="tel" autoComplete="tel" maxLength={24} data-testid="address-mobile" />
        </Form.Item>
        <Form.Item
          name="is_default"
          label={t('address.setDefault')}
          childElementPosition="right"
          valuePropName="checked"
        >
          <Switch aria-label={t('address.setDefault')} data-testid="address-is-default" />
        </Form.Item>
      </Form>
    </div>
  );
}
