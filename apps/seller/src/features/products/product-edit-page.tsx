import { PageHeader } from '@market/app-kit/page-header';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Toast from 'antd-mobile/es/components/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useProduct, useRemoveProduct } from './api/use-product.ts';
import { ProductForm } from './edit/product-form.tsx';
import './products.css';
import './product-form.css';

/** /products/new and /products/:id: the form, and for a saved product its deletion. */
export default function ProductEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const isNew = params.id === undefined;
  const product = useProduct(id);
  const remove = useRemoveProduct();

  const confirmRemove = async () => {
    if (!id) return;
    const isConfirmed = await Dialog.confirm({
      title: t('products.remove.title'),
      content: t('products.remove.text'),
      confirmText: t('products.remove.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!isConfirmed) return;
    await remove.mutateAsync(id);
    Toast.show({ icon: 'success', content: t('products.remove.done') });
    navigate('/products', { replace: true });
  };

  const right = id ? (
    <Button
      size="small"
      fill="none"
      color="danger"
      loading={remove.isPending}
      onClick={() => void confirmRemove().catch(() => undefined)}
      data-testid="product-delete"
    >
      {t('products.remove.button')}
    </Button>
  ) : undefined;

  return (
    <div className="product-edit-page" data-testid="product-edit-page">
      <PageHeader backTo="/products" right={right}>
        {isNew ? t('products.form.newTitle') : t('products.form.editTitle')}
      </PageHeader>
      {isNew && <ProductForm />}
      {!isNew && product.isPending && id !== undefined && (
        <div className="page-center">
          <DotLoading color="primary" />
        </div>
      )}
      {!isNew && (product.isError || id === undefined) && (
        <ErrorBlock
          status="empty"
          title={t('products.form.notFound')}
          description=""
          data-testid="product-missing"
        />
      )}
      {product.data && (
        <ProductForm key={`${product.data.id}-${product.dataUpdatedAt}`} product={product.data} />
      )}
    </div>
  );
}
