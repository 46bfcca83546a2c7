import type { QuickCheckLine } from '@market/contract';
import { QUICK_ORDER_MAX_LINES } from '@market/contract/order-limits';
import { TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSession } from '../../state/session.ts';
import { addLinesToCart } from '../cart/index.ts';
import { quickCheck } from './api.ts';
import { parseQuickOrder, type ParsedQuickOrder, type QuickLine, withLine } from './parse-lines.ts';
import { QuickVerdicts } from './quick-verdicts.tsx';
import './quick-order.css';

// a pasted order list, not a catalogue: a file larger than this is not one
const MAX_FILE_BYTES = 1_000_000;

interface Checked {
  text: string;
  lines: QuickLine[];
  verdicts: QuickCheckLine[];
}

/**
 * /quick-order (decision 049): the buyer pastes or uploads item numbers and quantities, the app
 * reads them (naming each line it cannot), the server judges each line, and the valid ones go into
 * the cart in one step.
 */
export default function QuickOrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSession((state) => state.isLogin);
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ParsedQuickOrder | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  if (!isLogin) return <LoginRedirect />;

  // a verdict belongs to the text it was given for: an edit hides it until the next check
  const current = checked && checked.text === text ? checked : null;
  const valid = current ? current.verdicts.filter((verdict) => verdict.reason === null) : [];

  const check = async (source: string) => {
    const reading = parseQuickOrder(source);
    setParsed(reading);
    setChecked(null);
    if (reading.lines.length === 0) return;
    setIsBusy(true);
    try {
      const answer = await quickCheck(reading.lines.map((line) => ({ sku_id: line.skuId, num: line.num })));
      setChecked({ text: source, lines: reading.lines, verdicts: answer.lines });
    } catch {
      // the client has shown why
    } finally {
      setIsBusy(false);
    }
  };
  const use = (line: QuickLine, num: number) => {
    const next = withLine(text, line.lineNo, line.skuId, num);
    setText(next);
    void check(next);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const content = file.size <= MAX_FILE_BYTES ? await file.text().catch(() => null) : null;
    if (content === null) {
      Toast.show({ content: t('quickOrder.fileError') });
      return;
    }
    setText(content);
    void check(content);
  };
  const addAll = async () => {
    if (valid.length === 0 || isBusy) return;
    setIsBusy(true);
    try {
      await addLinesToCart(valid.map((verdict) => ({ sku_id: verdict.sku_id, num: verdict.num })));
      Toast.show({ icon: 'success', content: t('reorder.added') });
      void navigate('/cart');
    } catch {
      // the client has shown the refusal, naming its line; a new check shows what changed
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="quick-order-page">
      <PageHeader>{t('quickOrder.title')}</PageHeader>
      <section className="quick-order-form">
        <label htmlFor="quick-order-text" className="quick-order-label">
          {t('quickOrder.label')}
        </label>
        <p className="quick-order-intro">{t('quickOrder.intro')}</p>
        {/* item numbers and quantities read left to right in every language, like the file they come from */}
        <div dir="ltr">
          <TextArea
            id="quick-order-text"
            value={text}
            onChange={setText}
            rows={6}
            placeholder={'12345, 24\n12346, 12'}
            className="quick-order-text"
            data-testid="quick-order-text"
          />
        </div>
        <div className="quick-order-buttons">
          <label className="link-button quick-order-upload">
            {t('quickOrder.upload')}
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              onChange={(event) => void upload(event.target.files?.[0])}
              data-testid="quick-order-file"
            />
          </label>
          <button
            type="button"
            className="link-button is-primary"
            disabled={isBusy}
            onClick={() => void check(text)}
            data-testid="quick-order-check"
          >
            {t('quickOrder.check')}
          </button>
        </div>
      </section>
      {parsed && <ParseReport parsed={parsed} />}
      {current && (
        <section className="quick-order-results">
          <p className="quick-order-summary" data-testid="quick-order-summary">
            {t('quickOrder.summary', { valid: valid.length, total: current.verdicts.length })}
          </p>
          <QuickVerdicts lines={current.lines} verdicts={current.verdicts} onUse={use} />
        </section>
      )}
      <div className="quick-order-bar">
        <button
          type="button"
          className="link-button is-primary"
          disabled={valid.length === 0 || isBusy}
          onClick={() => void addAll()}
          data-testid="quick-order-add"
        >
          {t('quickOrder.addAll', { count: valid.length })}
        </button>
      </div>
    </div>
  );
}

/** The lines the app could not read, by number, before anything is sent. */
function ParseReport({ parsed }: { parsed: ParsedQuickOrder }) {
  const { t } = useTranslation();
  const isEmpty = parsed.lines.length === 0 && parsed.errors.length === 0;
  if (!isEmpty && parsed.errors.length === 0 && parsed.dropped === 0) return null;
  return (
    <ul className="quick-order-errors" role="alert" data-testid="quick-order-errors">
      {isEmpty && <li>{t('quickOrder.empty')}</li>}
      {parsed.errors.map((error) => (
        <li key={error.lineNo} data-testid="quick-order-error" data-line={error.lineNo}>
          {error.kind === 'quantity'
            ? t('quickOrder.badQuantity', { line: error.lineNo })
            : t('quickOrder.badLine', { line: error.lineNo, text: error.text })}
        </li>
      ))}
      {parsed.dropped > 0 && (
        <li>{t('quickOrder.dropped', { max: QUICK_ORDER_MAX_LINES, count: parsed.dropped })}</li>
      )}
    </ul>
  );
}
