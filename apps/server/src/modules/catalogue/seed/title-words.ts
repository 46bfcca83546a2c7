import { LANGUAGES, type Language } from '@market/contract';
import type { Translations } from './noun-names.ts';

const split = (words: string) => words.split('|');

/**
 * The demo titles' twelve qualities, in the same order in every language (Premium is 高品质 is in
 * Premium-Qualität). Where an adjective would have to agree with the noun's gender or number (es,
 * pt, fr, de, ru, ar), the quality is a phrase after the noun that never changes ("de calidad
 * premium", "премиум-класса"); the others put an invariable word before it.
 */
const QUALITIES: Translations = {
  en: 'Premium|Classic|Lightweight|Vintage|Eco-friendly|Durable|Portable|Deluxe|Minimalist|Everyday|Professional|Compact',
  'zh-CN': '高品质|经典|轻便|复古|环保|耐用|便携|豪华|简约|日常|专业|小巧',
  tw: '高品質|經典|輕便|復古|環保|耐用|便攜|豪華|簡約|日常|專業|小巧',
  ja: '高品質な|クラシックな|軽量|ヴィンテージ調の|環境にやさしい|丈夫な|持ち運べる|豪華な|シンプルな|毎日使える|プロ仕様の|コンパクトな',
  ko: '프리미엄|클래식|초경량|빈티지|친환경|튼튼한|휴대용|고급|미니멀|데일리|전문가용|컴팩트',
  hi: 'प्रीमियम|क्लासिक|लाइटवेट|विंटेज|इको-फ़्रेंडली|टिकाऊ|पोर्टेबल|डीलक्स|मिनिमलिस्ट|डेली-यूज़|प्रोफ़ेशनल|कॉम्पैक्ट',
  es: 'de calidad premium|de estilo clásico|en versión ligera|de estilo vintage|de materiales ecológicos|de alta resistencia|para viajar|de lujo|de diseño minimalista|para el día a día|de calidad profesional|de formato compacto',
  pt: 'de qualidade premium|de estilo clássico|em versão leve|de estilo vintage|de materiais ecológicos|de alta resistência|para viagem|de luxo|de design minimalista|para o dia a dia|de qualidade profissional|de formato compacto',
  fr: 'de qualité premium|au style classique|en version légère|au style vintage|en matériaux écoresponsables|haute résistance|de voyage|de luxe|au design minimaliste|pour tous les jours|de qualité professionnelle|au format compact',
  de: 'in Premium-Qualität|im klassischen Stil|in Leichtbauweise|im Vintage-Stil|aus nachhaltigen Materialien|in robuster Ausführung|für unterwegs|in Deluxe-Ausführung|im minimalistischen Design|für jeden Tag|in Profi-Qualität|im Kompaktformat',
  ru: 'премиум-класса|в классическом стиле|в облегчённом исполнении|в винтажном стиле|из экоматериалов|повышенной прочности|для путешествий|класса люкс|в стиле минимализм|на каждый день|профессионального уровня|компактного размера',
  ar: 'بجودة ممتازة|بتصميم كلاسيكي|بوزن خفيف|بطراز عتيق|من مواد صديقة للبيئة|بمتانة عالية|للسفر والتنقل|بلمسة فاخرة|بتصميم بسيط|للاستخدام اليومي|بجودة احترافية|بحجم صغير',
  vi: 'cao cấp|phong cách cổ điển|siêu nhẹ|phong cách hoài cổ|thân thiện môi trường|siêu bền|tiện mang theo|sang trọng|tối giản|dùng hằng ngày|chuyên nghiệp|nhỏ gọn',
};

export const QUALITY_COUNT = split(QUALITIES.en).length;

/** Where the quality goes: glued before the noun (Chinese, ja), before it with a space, or after it. */
const PLACES: Record<Language, 'glued' | 'before' | 'after'> = {
  ...(Object.fromEntries(LANGUAGES.map((lang) => [lang, 'after'])) as Record<Language, 'after'>),
  'zh-CN': 'glued',
  tw: 'glued',
  ja: 'glued',
  en: 'before',
  ko: 'before',
  hi: 'before',
};

const PACKS: Translations = {
  en: ' (Pack of {n})',
  'zh-CN': '（{n}件装）',
  tw: '（{n}件裝）',
  ja: '（{n}個入り）',
  ko: ' ({n}개입)',
  hi: ' ({n} का पैक)',
  es: ' (paquete de {n})',
  pt: ' (pacote com {n})',
  fr: ' (lot de {n})',
  de: ' ({n}er-Pack)',
  ru: ' (упаковка {n} шт.)',
  ar: ' (عبوة من {n})',
  vi: ' (gói {n} chiếc)',
};

const qualitiesByLanguage = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, split(QUALITIES[lang])]),
) as Record<Language, string[]>;

/** A demo title in one language: quality and noun as that language orders them, the model, the pack. */
export function seedTitle(
  lang: Language,
  parts: { quality: number; noun: Translations; model: string; pack?: number },
): string {
  const quality = qualitiesByLanguage[lang][parts.quality]!;
  const noun = parts.noun[lang];
  const place = PLACES[lang];
  const named =
    place === 'glued' ? quality + noun : place === 'before' ? `${quality} ${noun}` : `${noun} ${quality}`;
  const pack = parts.pack ? PACKS[lang].replace('{n}', String(parts.pack)) : '';
  return `${named} ${parts.model}${pack}`;
}
