import type { Order, ReorderLine, ReorderMissing } from '@market/contract';
import { Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../components/list-states.tsx';
import { useMoney } from '../../lib/use-money.ts';
import { addLinesToCart } from '../cart/index.ts';
import { useReorder } from './api/reorder.ts';
import './reorder-sheet.css';

/** "Buy again": opens the review of what of the order can go back into the cart. */
export function BuyAgain({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="link-button"
        onClick={() => setIsOpen(true)}
        data-testid="order-buy-again"
      >
        {t('reorder.buyAgain')}
      </button>
      <ReorderSheet order={order} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}

/**
 * The lines of a past order as they can be bought today (decision 049): quantity settled on the
 * product's terms and stock, today's tier price, a note where either moved; the lines that cannot
 * come back and why. "Add to cart" adds the first kind in one `add-many` and opens the cart.
 */
function ReorderSheet({ order, isOpen, onClose }: { order: Order; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useReorder(order.id, isOpen);
  const [isAdding, setIsAdding] = useState(false);
  const answer = query.data;
  const add = async () => {
    if (!answer || answer.lines.length === 0 || isAdding) return;
    setIsAdding(true);
    try {
      await addLinesToCart(answer.lines.map((line) => ({ sku_id: line.sku_id, num: line.num })));
      Toast.show({ icon: 'success', content: t('reorder.added') });
      onClose();
      void navigate('/cart');
    } catch {
      // the client has shown the refusal; the sheet stays for another try
    } finally {
      setIsAdding(false);
    }
  };
  return (
    <Popup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="reorder-sheet"
    >
      <div role="dialog" aria-labelledby={`reorder-title-${order.id}`} data-testid="reorder-sheet">
        <header className="reorder-head">
          <h2 id={`reorder-title-${order.id}`}>{t('reorder.buyAgain')}</h2>
          <button type="button" className="reorder-close" onClick={onClose} aria-label={t('reorder.close')}>
            ×
          </button>
        </header>
        {!answer ? (
          <QueryState query={query} skeleton={<div className="order-card shimmer checkout-skeleton" />} />
        ) : (
          <>
            <p className="reorder-intro">{t('reorder.intro')}</p>
            {answer.lines.length === 0 && (
              <p className="reorder-none" data-testid="reorder-none">
                {t('reorder.none')}
              </p>
            )}
            <ul className="reorder-lines">
              {answer.lines.map((line) => (
                <ReorderRow key={line.sku_id} line={line} />
              ))}
            </ul>
            {answer.unavailable.length > 0 && (
              <>
                <h3 className="reorder-subhead">{t('reorder.unavailable')}</h3>
                <ul className="reorder-lines is-unavailable">
                  {answer.unavailable.map((line) => (
                    <MissingRow key={line.sku_id} line={line} />
                  ))}
                </ul>
              </>
            )}
            <div className="reorder-bar">
              <button
                type="button"
                className="link-button is-primary"
                disabled={answer.lines.length === 0 || isAdding}
                onClick={() => void add()}
                data-testid="reorder-add"
              >
                {t('reorder.add', { count: answer.lines.length })}
              </button>
            </div>
          </>
        )}
      </div>
    </Popup>
  );
}

function ReorderRow({ line }: { line: ReorderLine }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li className="reorder-line" data-testid="reorder-line" data-sku-id={line.sku_id}>
      {line.image ? <img src={line.image} alt="" width={56} height={56} loading="lazy" /> : <span />}
      <div className="reorder-line-body">
        <p className="reorder-line-title clamp-2">{line.title}</p>
        <p className="item-no">
          {[line.size, line.color].filter(Boolean).join(' · ')} · {t('wholesale.itemNo', { id: line.sku_id })}
        </p>
        {line.price_changed && (
          <p className="reorder-note" data-testid="reorder-price-changed">
            {t('reorder.priceWas', { price: money(line.ordered_price) })}
          </p>
        )}
        {line.quantity_changed && (
          <p className="reorder-note" data-testid="reorder-num-changed">
            {t('reorder.numWas', { num: line.ordered_num })}
          </p>
        )}
      </div>
      <div className="reorder-line-price">
        <span>{money(line.price)}</span>
        <span data-testid="reorder-num">{t('order.times', { count: line.num })}</span>
      </div>
    </li>
  );
}

function MissingRow({ line }: { line: ReorderMissing }) {
  const { t } = useTranslation();
  return (
    <li className="reorder-line" data-testid="reorder-missing" data-reason={line.reason}>
      {line.image ? <img src={line.image} alt="" width={56} height={56} loading="lazy" /> : <span />}
      <div className="reorder-line-body">
        <p className="reorder-line-title clamp-2">{line.title}</p>
        <p className="item-no">{[line.size, line.color].filter(Boolean).join(' · ')}</p>
        <p className="reorder-reason">{t(`reorder.reason.${line.reason}`)}</p>
      </div>
      <div className="reorder-line-price">
        <span>{t('order.times', { count: line.ordered_num })}</span>
      </div>
    </li>
  );
}
