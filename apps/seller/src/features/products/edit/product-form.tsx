import { SubmitButton } from '@market/app-kit/submit-button';
import { ApiError } from '@market/client';
import type { Image, SellerProductDetail } from '@market/contract';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Switch from 'antd-mobile/es/components/switch';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveProduct } from '../api/use-product.ts';
import { CategoryField } from './category-field.tsx';
import { DescriptionField } from './description-field.tsx';
import { errorSlotOf, isOwnSlot } from './field-errors.ts';
import { ImageList } from './image-list.tsx';
import { type LanguageTexts, LanguageTextsField } from './language-texts.tsx';
import {
  blankCells,
  draftFromSkus,
  emptyDraft,
  rowsOf,
  toSkuDrafts,
  type VariantDraft,
} from './variant-grid.ts';
import { VariantsEditor } from './variants-editor.tsx';
import { cheapestPrice, wholesaleChanges, type WholesaleDraft, wholesaleDraftOf } from './wholesale-draft.ts';
import { WholesaleTerms } from './wholesale-terms.tsx';
import './wholesale-terms.css';

interface ProductFormValues {
  title: string;
  category_id?: number;
  images: Image[];
  description: string;
  freight: string;
  on_shelf: boolean;
  texts: LanguageTexts;
}

const valuesOf = (product: SellerProductDetail | undefined): ProductFormValues => ({
  title: product?.title ?? '',
  category_id: product?.category_id,
  images: product?.images ?? [],
  description: product?.description ?? '',
  freight: product?.freight ?? '0',
  on_shelf: product?.on_shelf ?? true,
  texts: { titles: product?.titles ?? {}, descriptions: product?.descriptions ?? {} },
});

/** After a refusal the page scrolls to the first message, which may be far below the button. */
const scrollToFirstError = () =>
  requestAnimationFrame(() =>
    document
      .querySelector('.sku-cell-error, .variants-error, .adm-form-item-feedback-error')
      ?.scrollIntoView({ block: 'center' }),
  );

/**
 * The product's form: new (no `product`) or an edit. The server checks everything and names the
 * field it refuses; a SKU's refusal (`skus.1.price`) lands on its cell in the grid.
 */
export function ProductForm({ product }: { product?: SellerProductDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ProductFormValues>();
  const [draft, setDraft] = useState<VariantDraft>(() =>
    product ? draftFromSkus(product.skus) : emptyDraft(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadedTerms] = useState(() => wholesaleDraftOf(product));
  const [terms, setTerms] = useState<WholesaleDraft>(loadedTerms);
  const save = useSaveProduct();

  const showRefusal = (error: unknown, keys: string[]) => {
    if (!(error instanceof ApiError) || !error.field) return;
    const slot = errorSlotOf(error.field, keys);
    if (!slot) return;
    if (isOwnSlot(slot)) setErrors({ [slot]: error.message });
    else form.setFields([{ name: slot, errors: [error.message] }]);
    scrollToFirstError();
  };

  const submit = async (values: ProductFormValues) => {
    if (save.isPending) return;
    if (rowsOf(draft).length === 0) {
      setErrors({ skus: t('products.variants.needOne') });
      return scrollToFirstError();
    }
    const blanks = blankCells(draft);
    if (blanks.length > 0) {
      setErrors(Object.fromEntries(blanks.map((slot) => [slot, t('products.variants.required')])));
      return scrollToFirstError();
    }
    const { skus, keys } = toSkuDrafts(draft);
    try {
      await save.mutateAsync({
        ...(product ? { id: product.id } : {}),
        title: values.title,
        category_id: values.category_id!,
        images: values.images.map((image) => image.url),
        description: values.description,
        freight: values.freight.trim() || '0',
        on_shelf: values.on_shelf,
        skus,
        // only the terms the seller changed: the others stay as they are (decision 047)
        ...wholesaleChanges(terms, loadedTerms),
        titles: values.texts.titles,
        descriptions: values.texts.descriptions,
      });
    } catch (error) {
      return showRefusal(error, keys);
    }
    Toast.show({ icon: 'success', content: t('products.form.saved') });
    navigate('/products');
  };

  const changeDraft = (next: VariantDraft) => {
    setDraft(next);
    setErrors({});
  };
  const changeTerms = (next: WholesaleDraft) => {
    setTerms(next);
    setErrors({});
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={valuesOf(product)}
      onFinish={(values) => void submit(values)}
      onFinishFailed={scrollToFirstError}
      className="product-form"
      footer={
        <SubmitButton isSubmitting={save.isPending} testId="product-save">
          {t('common.save')}
        </SubmitButton>
      }
    >
      <Form.Item
        name="title"
        label={t('products.form.title')}
        rules={[{ required: true, whitespace: true, message: t('products.form.enterTitle') }]}
      >
        <Input
          maxLength={120}
          placeholder={t('products.form.titlePlaceholder')}
          data-testid="product-title"
        />
      </Form.Item>
      <Form.Item
        name="category_id"
        label={t('products.form.category')}
        rules={[{ required: true, message: t('products.form.chooseCategory') }]}
      >
        <CategoryField />
      </Form.Item>
      <Form.Item
        name="images"
        label={t('products.form.images')}
        rules={[{ required: true, type: 'array', min: 1, message: t('products.images.needOne') }]}
      >
        <ImageList />
      </Form.Item>
      <Form.Item name="description" label={t('products.form.description')}>
        <DescriptionField />
      </Form.Item>
      <Form.Item name="texts" label={t('products.texts.label')}>
        <LanguageTextsField />
      </Form.Item>
      <Form.Item
        name="freight"
        label={t('products.form.freight')}
        description={t('products.form.freightHint')}
      >
        <Input inputMode="decimal" placeholder="0" data-testid="product-freight" />
      </Form.Item>
      <Form.Item label={t('products.variants.title')}>
        <VariantsEditor
          draft={draft}
          errors={errors}
          onChange={changeDraft}
          minOrderQty={terms.minOrderQty}
        />
        {errors.skus && (
          <p className="variants-error" role="alert">
            {errors.skus}
          </p>
        )}
      </Form.Item>
      <Form.Item label={t('products.wholesale.title')}>
        <WholesaleTerms
          draft={terms}
          onChange={changeTerms}
          errors={errors}
          firstPrice={cheapestPrice(rowsOf(draft).map((row) => row.cell.price))}
        />
      </Form.Item>
      <Form.Item
        name="on_shelf"
        label={t('products.form.onShelf')}
        valuePropName="checked"
        layout="horizontal"
        childElementPosition="right"
      >
        <Switch data-testid="product-on-shelf" />
      </Form.Item>
    </Form>
  );
}
