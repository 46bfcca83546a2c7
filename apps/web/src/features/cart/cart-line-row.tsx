import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { MAX_LINE_QUANTITY } from '@market/contract/order-limits';
import { quantityIssueOf } from '@market/contract/tier-price';
import { useMoney } from '../../lib/use-money.ts';
import type { CartLine } from './state/cart-rules.ts';
import { isSelectable, ruleOfLine, unitPriceOfLine } from './cart-selection.ts';

/** One cart line: tick, picture, title, variant, price, quantity and remove. */
export function CartLineRow({
  line,
  pooled,
  isSelected,
  onSelect,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  /** The units its tier is looked up at: its product's over the selected lines (`pooledQtyOf`). */
  pooled: number;
  isSelected: boolean;
  onSelect: (isOn: boolean) => void;
  onQuantity: (num: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const isAvailable = isSelectable(line);
  const title = String(line.title ?? '');
  const variant = [line.size, line.color].filter(Boolean).join(' · ');
  const stock = typeof line.stock === 'number' && line.stock > 0 ? line.stock : MAX_LINE_QUANTITY;
  const rule = ruleOfLine(line);
  return (
    <div
      className={isAvailable ? 'cart-line' : 'cart-line is-unavailable'}
      data-testid="cart-line"
      data-sku-id={line.id}
    >
      <Checkbox
        className="cart-check"
        checked={isAvailable && isSelected}
        disabled={!isAvailable}
        onChange={onSelect}
        aria-label={t('cart.selectLine', { title })}
        data-testid="cart-line-check"
      />
      <Link to={line.productId ? `/goods?id=${String(line.productId)}` : '/cart'} className="cart-line-image">
        {line.image ? <img src={String(line.image)} alt="" width={72} height={72} loading="lazy" /> : null}
      </Link>
      <div className="cart-line-body">
        <p className="cart-line-title clamp-2">{title}</p>
        {variant && <p className="cart-line-variant">{variant}</p>}
        <p className="item-no" data-testid="cart-line-item-no">
          {t('wholesale.itemNo', { id: line.id })}
        </p>
        {!isAvailable && (
          <p className="cart-line-unavailable" data-testid="cart-line-unavailable">
            {t('cart.unavailable')}
          </p>
        )}
        {isAvailable && rule && quantityIssueOf(line.num, rule) && (
          <p className="cart-line-unavailable" data-testid="cart-line-terms">
            {t('wholesale.minimum', { value: rule.min_order_qty })} ·{' '}
            {t('wholesale.multiple', { value: rule.order_multiple })}
          </p>
        )}
        <div className="cart-line-foot">
          <span className="cart-line-price">
            {typeof line.price === 'string' ? money(unitPriceOfLine(line, pooled)) : ''}
          </span>
          <QuantityStepper
            value={line.num}
            max={Math.min(stock, MAX_LINE_QUANTITY)}
            rule={rule}
            isDisabled={!isAvailable}
            label={t('cart.quantityOf', { title })}
            onChange={onQuantity}
            testId="cart-quantity"
          />
        </div>
      </div>
      <button
        type="button"
        className="cart-line-remove"
        onClick={onRemove}
        aria-label={t('cart.removeLine', { title })}
        data-testid="cart-line-remove"
      >
        ×
      </button>
    </div>
  );
}
