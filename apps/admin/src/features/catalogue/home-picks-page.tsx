import { HOME_PICK_PRODUCTS_MAX, HOME_PICK_STORES_MAX } from '@market/contract';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { ApiError } from '@market/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HomePicks, useAdminProducts, useHomePicks, useSaveHomePicks, useStoreSearch } from './api.ts';
import { type Pick, PickList } from './pick-list.tsx';

const productPicks = (picks: HomePicks): Pick[] =>
  picks.products.map((row) => ({
    id: row.id,
    label: `${row.title} · ${row.store_name} (#${row.id})`,
    shown: row.shown,
  }));
const storePicks = (picks: HomePicks): Pick[] =>
  picks.stores.map((row) => ({ id: row.id, label: `${row.name} (#${row.id})`, shown: row.shown }));

/**
 * The home page's recommended products and stores (permission `catalogue`, decision 046): picked by
 * search, put in order and saved whole; the server refuses a product off sale or a store not open.
 */
export default function HomePicksPage() {
  const { t } = useTranslation();
  const { data } = useHomePicks();
  const save = useSaveHomePicks();
  const [products, setProducts] = useState<Pick[]>([]);
  const [stores, setStores] = useState<Pick[]>([]);
  const [productKeyword, setProductKeyword] = useState('');
  const [storeKeyword, setStoreKeyword] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const productResults = useAdminProducts(
    { keyword: productKeyword || undefined, status: 'on_sale', page: 1 },
    10,
  );
  const storeResults = useStoreSearch(storeKeyword);
  useEffect(() => {
    if (!data) return;
    setProducts(productPicks(data));
    setStores(storePicks(data));
  }, [data]);
  const submit = async () => {
    setRefusal(undefined);
    try {
      await save.mutateAsync({
        product_ids: products.map((pick) => pick.id),
        store_ids: stores.map((pick) => pick.id),
      });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : undefined);
    }
  };
  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t('catalogue.homePicksTitle')}</Typography.Title>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => void submit()}
          data-testid="picks-save"
        >
          {t('catalogue.save')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('catalogue.homePicksHint')}</Typography.Paragraph>
      {refusal && (
        <Alert type="error" title={refusal} style={{ marginBottom: 16 }} data-testid="picks-refusal" />
      )}
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card>
            <PickList
              title={t('catalogue.pickedProducts')}
              testId="picked-products"
              picks={products}
              max={HOME_PICK_PRODUCTS_MAX}
              onChange={setProducts}
              onSearch={setProductKeyword}
              searching={productResults.isFetching}
              options={(productResults.data?.list ?? []).map((row) => ({
                id: row.id,
                label: `${row.title} · ${row.store_name} (#${row.id})`,
                shown: true,
              }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card>
            <PickList
              title={t('catalogue.pickedStores')}
              testId="picked-stores"
              picks={stores}
              max={HOME_PICK_STORES_MAX}
              onChange={setStores}
              onSearch={setStoreKeyword}
              searching={storeResults.isFetching}
              options={(storeResults.data?.list ?? []).map((row) => ({
                id: row.id,
                label: `${row.name} (#${row.id})`,
                shown: true,
              }))}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
