import {
  ARTICLE_CONTENT_MAX,
  ARTICLE_TITLE_MAX,
  type AdminArticle,
  type AdminArticleItem,
} from '@market/contract';
import {
  Alert,
  Button,
  ConfigProvider,
  Drawer,
  Form,
  InputNumber,
  Select,
  Skeleton,
  Space,
  Switch,
} from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedFields, filledTexts } from '../../components/localized-fields.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { useSaveForm } from '../../lib/use-save-form.ts';
import { useArticle, useSaveArticle } from './api.ts';

interface ArticleValues {
  pid: number;
  titles: Record<string, string>;
  contents: Record<string, string>;
  is_in_footer: boolean;
  sort: number;
}

/** What the drawer edits: an article by id, or a new one under a category (0: a new category). */
export type ArticleTarget = { id: number } | { pid: number };

function ArticleForm({
  article,
  target,
  categories,
  onClose,
}: {
  article: AdminArticle | undefined;
  target: ArticleTarget;
  categories: AdminArticleItem[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const saveArticle = useSaveArticle();
  const { form, refusal, save } = useSaveForm<ArticleValues>({
    plain: ['pid', 'sort', 'is_in_footer'],
    localized: ['titles', 'contents'],
  });
  const submit = async () => {
    const saved = await save((values) =>
      saveArticle.mutateAsync({
        ...(article ? { id: article.id } : {}),
        pid: values.pid,
        titles: filledTexts(values.titles) as { en: string },
        contents: filledTexts(values.contents) as { en: string },
        is_in_footer: values.is_in_footer,
        sort: values.sort ?? 0,
      }),
    );
    if (saved) onClose();
  };
  const parents = categories.filter((one) => one.id !== article?.id);
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="article-form"
      initialValues={{
        pid: article?.pid ?? ('pid' in target ? target.pid : 0),
        titles: article?.titles ?? {},
        contents: article?.contents ?? {},
        is_in_footer: article?.is_in_footer ?? true,
        sort: article?.sort ?? 0,
      }}
    >
      {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
      <Space size="large" wrap>
        <Form.Item name="pid" label={t('articles.category')}>
          <Select
            style={{ width: 280 }}
            data-testid="article-category"
            options={[
              { value: 0, label: t('articles.topLevel') },
              ...parents.map((one) => ({ value: one.id, label: one.titles[i18n.language] ?? one.titles.en })),
            ]}
          />
        </Form.Item>
        <Form.Item name="sort" label={t('articles.sort')}>
          <InputNumber min={0} max={10000} precision={0} data-testid="article-sort" />
        </Form.Item>
        <Form.Item name="is_in_footer" label={t('articles.inFooter')} valuePropName="checked">
          <Switch data-testid="article-in-footer" />
        </Form.Item>
      </Space>
      <LocalizedFields
        testId="article-text"
        fields={[
          { name: 'titles', label: t('articles.titleField'), max: ARTICLE_TITLE_MAX },
          {
            name: 'contents',
            label: t('articles.content'),
            max: ARTICLE_CONTENT_MAX,
            input: (lang) => (
              <RichTextField label={t('articles.content')} testId={`article-text-contents-${lang}`} />
            ),
          },
        ]}
      />
      <Space>
        <Button
          type="primary"
          loading={saveArticle.isPending}
          onClick={() => void submit()}
          data-testid="article-save"
        >
          {t('articles.save')}
        </Button>
        <Button onClick={onClose}>{t('articles.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** An article's or a category's editor: its place, footer switch, titles and rich contents per language. */
export function ArticleDrawer({
  target,
  categories,
  onClose,
}: {
  target: ArticleTarget;
  categories: AdminArticleItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const id = 'id' in target ? target.id : undefined;
  const { data: article } = useArticle(id);
  const isNew = id === undefined;
  const title = isNew
    ? t('pid' in target && target.pid === 0 ? 'articles.newCategory' : 'articles.newArticle')
    : t('articles.editTitle', { id });
  return (
    <Drawer
      open
      size={860}
      placement={direction === 'rtl' ? 'left' : 'right'}
      title={title}
      onClose={onClose}
      data-testid="article-drawer"
    >
      {!isNew && article?.id !== id ? (
        <Skeleton active />
      ) : (
        <ArticleForm
          article={isNew ? undefined : article}
          target={target}
          categories={categories}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}
