import type { QuickCheckLine } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/use-money.ts';
import type { QuickLine } from './parse-lines.ts';

/** The terms a refused line's sentence names (the quantity reasons say the product's). */
const reasonParams = (line: QuickCheckLine) => ({
  min: line.sku?.min_order_qty,
  multiple: line.sku?.order_multiple,
  stock: line.sku?.stock,
});

/**
 * The server's verdict on each checked line, by the line number the buyer typed it on: the SKU
 * (picture, title, variant, store), and either its tier price and amount, or why not with a button
 * taking the suggested quantity.
 */
export function QuickVerdicts({
  lines,
  verdicts,
  onUse,
}: {
  lines: QuickLine[];
  verdicts: QuickCheckLine[];
  onUse: (line: QuickLine, num: number) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="quick-verdicts" data-testid="quick-verdicts">
      {verdicts.map((verdict, index) => {
        const line = lines[index]!;
        const sku = verdict.sku;
        const isValid = verdict.reason === null;
        return (
          <li
            key={line.lineNo}
            className={isValid ? 'quick-verdict is-valid' : 'quick-verdict'}
            data-testid="quick-verdict"
            data-sku-id={verdict.sku_id}
            data-reason={verdict.reason ?? 'valid'}
          >
            {sku?.image ? <img src={sku.image} alt="" width={48} height={48} loading="lazy" /> : <span />}
            <div className="quick-verdict-body">
              <p className="quick-verdict-line">
                {t('quickOrder.lineNo', { line: line.lineNo })} ·{' '}
                {t('wholesale.itemNo', { id: verdict.sku_id })} · {t('order.times', { count: verdict.num })}
              </p>
              {sku && (
                <>
                  <p className="quick-verdict-title clamp-2">{sku.title}</p>
                  <p className="item-no">
                    {[sku.size, sku.color, sku.shop_name].filter(Boolean).join(' · ')}
                  </p>
                </>
              )}
              {isValid ? (
                <p className="quick-verdict-ok">{t('quickOrder.valid')}</p>
              ) : (
                <p className="quick-verdict-reason" data-testid="quick-verdict-reason">
                  {t(`quickOrder.reason.${verdict.reason}`, reasonParams(verdict))}
                </p>
              )}
            </div>
            <div className="quick-verdict-side">
              {isValid && verdict.price && verdict.amount ? (
                <>
                  <span>{money(verdict.price)}</span>
                  <strong data-testid="quick-verdict-amount">{money(verdict.amount)}</strong>
                </>
              ) : (
                verdict.suggested_num !== null && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => onUse(line, verdict.suggested_num!)}
                    data-testid="quick-use"
                  >
                    {t('quickOrder.use', { num: verdict.suggested_num })}
                  </button>
                )
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
