import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import './articles.css';

/** The guide's steps: what to do, and the screen that does it. */
const STEPS = [
  { key: 'buy', to: '/product' },
  { key: 'pay', to: '/fundPassword' },
  { key: 'recharge', to: '/recharge' },
  { key: 'withdraw', to: '/withdraw' },
  { key: 'receive', to: '/order?status=all' },
] as const;

/** /know: the new buyer's guide — how to buy, pay, recharge, withdraw and receive, each a step away. */
export default function KnowPage() {
  const { t } = useTranslation();
  return (
    <div className="article-page">
      <PageHeader>{t('know.title')}</PageHeader>
      <p className="know-intro">{t('know.intro')}</p>
      <ol className="know-steps" data-testid="know-steps">
        {STEPS.map((step, n) => (
          <li key={step.key} className="article-card know-step" data-testid={`know-${step.key}`}>
            <span className="know-number" aria-hidden="true">
              {n + 1}
            </span>
            <div>
              <h2 className="faq-section-title">{t(`know.${step.key}.title`)}</h2>
              <p className="know-text">{t(`know.${step.key}.text`)}</p>
              <Link to={step.to} className="article-link know-link">
                <span>{t(`know.${step.key}.action`)}</span>
                <span className="article-link-arrow" aria-hidden="true">
                  ›
                </span>
              </Link>
            </div>
          </li>
        ))}
      </ol>
      <p className="know-intro">
        <Link to="/faqs" data-testid="know-faqs">
          {t('know.more')}
        </Link>
      </p>
    </div>
  );
}
