import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/get-categories.ts';
import { ErrorState } from '../../../components/list-states.tsx';
import { topOf } from './category-tree.ts';
import { LazyPopup } from '../../../lib/overlays.tsx';

/**
 * Classification: the top-level categories down the side, the chosen one's sub-categories beside
 * them; picking one (or "all") closes the sheet.
 */
export function CategoryPicker({
  isOpen,
  selectedId,
  onClose,
  onPick,
}: {
  isOpen: boolean;
  selectedId: number | undefined;
  onClose: () => void;
  onPick: (categoryId: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const tree = useCategories(0, { enabled: isOpen });
  const [topId, setTopId] = useState<number | undefined>(undefined);
  const top = topOf(tree.data, topId ?? selectedId);
  const option = (id: number | undefined, label: string, testId: string) => (
    <button
      type="button"
      className={id === selectedId ? 'category-option is-active' : 'category-option'}
      aria-pressed={id === selectedId}
      data-testid={testId}
      onClick={() => onPick(id)}
    >
      {label}
    </button>
  );
  return (
    <LazyPopup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="sheet category-sheet"
      destroyOnClose
    >
      <div className="sheet-header">
        <h2>{t('catalogue.products.classification')}</h2>
        {option(undefined, t('catalogue.products.allCategories'), 'category-all')}
      </div>
      {tree.isError && <ErrorState onRetry={() => void tree.refetch()} />}
      {tree.isPending && <div className="sheet-loading skeleton-block" />}
      {tree.data && top && (
        <div className="category-panes" data-testid="category-picker">
          <nav className="category-side" aria-label={t('catalogue.products.classification')}>
            {tree.data.children.map((node) => (
              <button
                key={node.id}
                type="button"
                className={node.id === top.id ? 'category-top is-active' : 'category-top'}
                aria-current={node.id === top.id}
                data-testid={`category-top-${node.id}`}
                onClick={() => setTopId(node.id)}
              >
                {node.name}
              </button>
            ))}
          </nav>
          <div className="category-children">
            {option(top.id, t('catalogue.products.allOf', { name: top.name }), `category-${top.id}`)}
            {top.children.map((child) => (
              <span key={child.id}>{option(child.id, child.name, `category-${child.id}`)}</span>
            ))}
          </div>
        </div>
      )}
    </LazyPopup>
  );
}
