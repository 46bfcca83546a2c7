import type { CategoryListing } from '@market/contract';
import Cascader, { type CascaderOption } from 'antd-mobile/es/components/cascader';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryPath, useCategoryTree } from '../api/use-categories.ts';

/** The tree as the picker's options: a top category with sub-categories files under one of them. */
function optionsOf(tree: CategoryListing | undefined): CascaderOption[] {
  return (tree?.children ?? []).map((top) => ({
    label: top.name,
    value: String(top.id),
    ...(top.children.length > 0
      ? { children: top.children.map((child) => ({ label: child.name, value: String(child.id) })) }
      : {}),
  }));
}

/** The category: its path as a button that opens the two-level picker. */
export function CategoryField({ value, onChange }: { value?: number; onChange?: (id: number) => void }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const [isOpen, setIsOpen] = useState(false);
  const options = useMemo(() => optionsOf(tree.data), [tree.data]);
  const path = categoryPath(tree.data, value);

  return (
    <>
      <button
        type="button"
        className={path.length > 0 ? 'picker-button' : 'picker-button is-empty'}
        onClick={() => setIsOpen(true)}
        data-testid="category-button"
      >
        {path.length > 0 ? path.join(' / ') : t('products.form.chooseCategory')}
        <span className="picker-chevron flip-rtl" aria-hidden="true">
          ›
        </span>
      </button>
      <Cascader
        options={options}
        visible={isOpen}
        loading={tree.isPending}
        value={value ? [...(path.length > 1 ? [findTop(tree.data, value)] : []), String(value)] : []}
        title={t('products.form.category')}
        confirmText={t('products.form.confirm')}
        cancelText={t('common.cancel')}
        placeholder={t('products.form.choose')}
        onClose={() => setIsOpen(false)}
        onConfirm={(picked) => {
          const last = picked.at(-1);
          if (last) onChange?.(Number(last));
        }}
        data-testid="category-picker"
      />
    </>
  );
}

function findTop(tree: CategoryListing | undefined, id: number): string {
  const top = tree?.children.find((node) => node.children.some((child) => child.id === id));
  return String(top?.id ?? '');
}
