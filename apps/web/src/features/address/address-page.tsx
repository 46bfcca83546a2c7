import type { Address } from '@market/contract';
import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBuyerData } from '../../state/buyer-data.ts';
import { useSession } from '../../state/session.ts';
import { useDeleteAddress } from './api/delete-address.ts';
import { useAddresses } from './api/get-addresses.ts';
import { useSaveAddress } from './api/save-address.ts';
import { AddressSummary } from './address-card.tsx';
import './address.css';

/** /address: the caller's addresses, the default first; `?select=1` picks one for the checkout. */
export default function AddressPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isSelecting = useSearchParams()[0].get('select') === '1';
  const isLogin = useSession((state) => state.isLogin);
  const query = useAddresses();
  const chosenId = useBuyerData((state) => state.addressId);
  const chooseAddress = useBuyerData((state) => state.chooseAddress);
  const remove = useDeleteAddress();
  const save = useSaveAddress();
  if (!isLogin) return <LoginRedirect />;

  const addPath = isSelecting ? '/insertAddress?select=1' : '/insertAddress';
  const onDelete = async (address: Address) => {
    const isSure = await Dialog.confirm({
      content: t('address.deleteConfirm'),
      confirmText: t('address.delete'),
      cancelText: t('common.cancel'),
    });
    if (!isSure) return;
    await remove.mutateAsync(address.id).catch(() => undefined);
    if (chosenId === address.id) chooseAddress(undefined);
  };
  const onMakeDefault = (address: Address) =>
    save.mutate(
      { ...address, is_default: true },
      { onSuccess: () => Toast.show({ icon: 'success', content: t('address.defaultSaved') }) },
    );

  return (
    <div className="address-page">
      <PageHeader>{isSelecting ? t('address.choose') : t('address.title')}</PageHeader>
      {!query.data ? (
        <QueryState query={query} skeleton={<div className="address-card shimmer address-skeleton" />} />
      ) : query.data.length === 0 ? (
        <EmptyState title={t('address.empty')} text={t('address.emptyText')} testId="address-empty" />
      ) : (
        <ul className="address-list" data-testid="address-list">
          {query.data.map((address) => (
            <li
              key={address.id}
              className={isSelecting && chosenId === address.id ? 'address-card is-chosen' : 'address-card'}
              data-testid="address-card"
              data-address-id={address.id}
            >
              {isSelecting ? (
                <button
                  type="button"
                  className="address-pick"
                  onClick={() => {
                    chooseAddress(address.id);
                    navigate(-1);
                  }}
                  data-testid="address-pick"
                >
                  <AddressSummary address={address} />
                </button>
              ) : (
                <AddressSummary address={address} />
              )}
              <div className="address-actions">
                {!address.is_default && (
                  <button
                    type="button"
                    onClick={() => onMakeDefault(address)}
                    disabled={save.isPending}
                    data-testid="address-make-default"
                  >
                    {t('address.makeDefault')}
                  </button>
                )}
                <Link to={`/insertAddress?id=${address.id}`} data-testid="address-edit">
                  {t('address.edit')}
                </Link>
                <button
                  type="button"
                  className="is-danger"
                  onClick={() => void onDelete(address)}
                  data-testid="address-delete"
                >
                  {t('address.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="address-add">
        <Link to={addPath} className="link-button is-primary" data-testid="address-add">
          {t('address.add')}
        </Link>
      </div>
    </div>
  );
}
