/**
 * The loan products a fresh site offers (decision 036) until the back office saves the setting
 * `loan_products`: a short loan repaid in one payment and a longer one repaid weekly. Amounts in
 * USDT, terms in days, a daily simple-interest rate.
 */
export const DEFAULT_LOAN_PRODUCTS = [
  {
    id: 'quick',
    name: {
      en: 'Quick loan',
      tw: '快速貸款',
      'zh-CN': '快速贷款',
      es: 'Préstamo rápido',
      pt: 'Empréstimo rápido',
      ja: 'クイックローン',
      ko: '빠른 대출',
      hi: 'त्वरित ऋण',
      de: 'Schnellkredit',
      ar: 'قرض سريع',
      ru: 'Быстрый заём',
      fr: 'Prêt rapide',
      vi: 'Khoản vay nhanh',
    },
    currency: 'USDT',
    min: '100',
    max: '2000',
    terms: [7, 14],
    daily_rate: '0.0008',
  },
  {
    id: 'business',
    name: {
      en: 'Business loan',
      tw: '經營貸款',
      'zh-CN': '经营贷款',
      es: 'Préstamo para negocios',
      pt: 'Empréstimo empresarial',
      ja: '事業ローン',
      ko: '사업 대출',
      hi: 'व्यापार ऋण',
      de: 'Geschäftskredit',
      ar: 'قرض تجاري',
      ru: 'Бизнес-кредит',
      fr: 'Prêt professionnel',
      vi: 'Khoản vay kinh doanh',
    },
    currency: 'USDT',
    min: '500',
    max: '20000',
    terms: [30, 60, 90],
    daily_rate: '0.0005',
  },
] as const;
