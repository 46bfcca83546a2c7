import type { Db } from '../../../db/client.ts';
import { articles, type LocalizedText } from '../../../db/schema.ts';
import { sanitizeRichText } from '../../../lib/rich-text.ts';

interface ArticleSeed {
  titles: LocalizedText;
  content: string;
  children?: ArticleSeed[];
}

const page = (en: string, zh: string, content: string, children?: ArticleSeed[]): ArticleSeed => ({
  titles: { en, 'zh-CN': zh },
  content,
  children,
});

/** The footer's articles: three groups of policy and help pages (the spec's `footer_news` tree). */
const FOOTER: ArticleSeed[] = [
  page(
    'About us',
    '关于我们',
    '<p>A wholesale marketplace connecting factories and resellers in 103 countries.</p>',
    [
      page(
        'Company profile',
        '公司简介',
        '<p>We help small shops buy in bulk directly from verified suppliers.</p>',
      ),
      page(
        'Contact us',
        '联系我们',
        '<p>Write to <a href="mailto:support@example.com">support@example.com</a>; we answer within one business day.</p>',
      ),
    ],
  ),
  page('Policies', '政策条款', '<p>The rules that protect buyers and sellers.</p>', [
    page(
      'Privacy policy',
      '隐私政策',
      '<p>We keep only the data needed to run your account and your orders, and never sell it.</p>',
    ),
    page(
      'Terms of service',
      '服务条款',
      '<p>By using the marketplace you agree to trade honestly and to pay for what you order.</p>',
    ),
    page(
      'Return policy',
      '退货政策',
      '<p>Damaged or wrong goods can be returned within 7 days of receipt for a full refund.</p>',
    ),
    page(
      'Shipping policy',
      '配送政策',
      '<p>Sellers ship within 24 hours of the order; tracking appears in your orders.</p>',
    ),
  ]),
  page('Help', '帮助中心', '<p>Answers to the questions buyers ask most.</p>', [
    page(
      'How to buy',
      '购物指南',
      '<ol><li>Add products to the cart.</li><li>Confirm the order.</li><li>Pay from your balance.</li></ol>',
    ),
    page(
      'Payment methods',
      '支付方式',
      '<p>Recharge your balance in USDT, ETH or BTC and pay orders from it.</p>',
    ),
  ]),
];

export async function seedArticles(db: Db): Promise<void> {
  const insert = async (items: ArticleSeed[], pid: number) => {
    for (const [sort, item] of items.entries()) {
      const [row] = await db
        .insert(articles)
        .values({ pid, titles: item.titles, contents: { en: sanitizeRichText(item.content) }, sort })
        .returning({ id: articles.id });
      if (item.children) await insert(item.children, row!.id);
    }
  };
  await insert(FOOTER, 0);
}
