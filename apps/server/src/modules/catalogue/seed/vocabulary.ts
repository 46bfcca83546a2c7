import type { LocalizedText } from '../../../db/catalogue-schema.ts';
import type { GlyphName } from './glyphs.ts';

export interface Noun {
  en: string;
  'zh-CN': string;
  ja: string;
  es: string;
}

export interface SubCategory {
  names: LocalizedText;
  nouns: Noun[];
}

export interface TopCategory {
  names: LocalizedText;
  /** The pictogram drawn on the category's generated product images. */
  glyph: GlyphName;
  sizes: string[];
  /** Price range in USDT of one unit. */
  price: [number, number];
  subs: SubCategory[];
}

const noun = (en: string, zh: string, ja: string, es: string): Noun => ({ en, 'zh-CN': zh, ja, es });
const sub = (en: string, zh: string, nouns: Noun[]): SubCategory => ({
  names: { en, 'zh-CN': zh, tw: zh },
  nouns,
});

const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const SHOE_SIZES = ['36', '37', '38', '39', '40', '41', '42', '43'];
const ONE_SIZE = ['Standard', 'Large'];

export const CATEGORIES: TopCategory[] = [
  {
    names: {
      en: 'Clothing',
      'zh-CN': '服装',
      tw: '服裝',
      es: 'Ropa',
      pt: 'Roupas',
      ja: '衣料品',
      ko: '의류',
      hi: 'कपड़े',
      de: 'Kleidung',
      ar: 'ملابس',
      ru: 'Одежда',
      fr: 'Vêtements',
      vi: 'Quần áo',
    },
    glyph: 'shirt',
    sizes: CLOTHING_SIZES,
    price: [3, 40],
    subs: [
      sub('T-shirts', 'T恤', [
        noun('Cotton T-Shirt', '纯棉T恤', 'コットンTシャツ', 'Camiseta de algodón'),
        noun('Polo Shirt', 'Polo衫', 'ポロシャツ', 'Polo'),
      ]),
      sub('Dresses', '连衣裙', [
        noun('Summer Dress', '夏季连衣裙', 'サマードレス', 'Vestido de verano'),
        noun('Maxi Dress', '长款连衣裙', 'マキシワンピース', 'Vestido largo'),
      ]),
      sub('Jackets', '夹克', [
        noun('Denim Jacket', '牛仔夹克', 'デニムジャケット', 'Chaqueta vaquera'),
        noun('Windbreaker', '防风外套', 'ウインドブレーカー', 'Cortavientos'),
      ]),
      sub('Jeans', '牛仔裤', [
        noun('Slim Jeans', '修身牛仔裤', 'スリムジーンズ', 'Vaqueros ajustados'),
        noun('Cargo Pants', '工装裤', 'カーゴパンツ', 'Pantalón cargo'),
      ]),
    ],
  },
  {
    names: {
      en: 'Shoes',
      'zh-CN': '鞋靴',
      tw: '鞋靴',
      es: 'Calzado',
      pt: 'Calçados',
      ja: '靴',
      ko: '신발',
      hi: 'जूते',
      de: 'Schuhe',
      ar: 'أحذية',
      ru: 'Обувь',
      fr: 'Chaussures',
      vi: 'Giày dép',
    },
    glyph: 'shoe',
    sizes: SHOE_SIZES,
    price: [8, 60],
    subs: [
      sub('Sneakers', '运动鞋', [
        noun('Running Sneakers', '跑步运动鞋', 'ランニングスニーカー', 'Zapatillas de correr'),
        noun('Canvas Sneakers', '帆布鞋', 'キャンバススニーカー', 'Zapatillas de lona'),
      ]),
      sub('Boots', '靴子', [
        noun('Leather Boots', '皮靴', 'レザーブーツ', 'Botas de cuero'),
        noun('Rain Boots', '雨靴', 'レインブーツ', 'Botas de lluvia'),
      ]),
      sub('Sandals', '凉鞋', [
        noun('Beach Sandals', '沙滩凉鞋', 'ビーチサンダル', 'Sandalias de playa'),
        noun('Slippers', '拖鞋', 'スリッパ', 'Pantuflas'),
      ]),
    ],
  },
  {
    names: {
      en: 'Bags',
      'zh-CN': '箱包',
      tw: '箱包',
      es: 'Bolsos',
      pt: 'Bolsas',
      ja: 'バッグ',
      ko: '가방',
      hi: 'बैग',
      de: 'Taschen',
      ar: 'حقائب',
      ru: 'Сумки',
      fr: 'Sacs',
      vi: 'Túi xách',
    },
    glyph: 'bag',
    sizes: ONE_SIZE,
    price: [5, 80],
    subs: [
      sub('Backpacks', '双肩包', [
        noun('Travel Backpack', '旅行双肩包', 'トラベルリュック', 'Mochila de viaje'),
        noun('Laptop Backpack', '电脑双肩包', 'PCリュック', 'Mochila para portátil'),
      ]),
      sub('Handbags', '手提包', [
        noun('Tote Bag', '托特包', 'トートバッグ', 'Bolso tote'),
        noun('Crossbody Bag', '斜挎包', 'ショルダーバッグ', 'Bolso bandolera'),
      ]),
      sub('Wallets', '钱包', [
        noun('Leather Wallet', '真皮钱包', '革財布', 'Cartera de cuero'),
        noun('Card Holder', '卡包', 'カードケース', 'Tarjetero'),
      ]),
    ],
  },
  {
    names: {
      en: 'Electronics',
      'zh-CN': '数码电子',
      tw: '數碼電子',
      es: 'Electrónica',
      pt: 'Eletrônicos',
      ja: '電子機器',
      ko: '전자제품',
      hi: 'इलेक्ट्रॉनिक्स',
      de: 'Elektronik',
      ar: 'إلكترونيات',
      ru: 'Электроника',
      fr: 'Électronique',
      vi: 'Điện tử',
    },
    glyph: 'headphones',
    sizes: ONE_SIZE,
    price: [4, 120],
    subs: [
      sub('Headphones', '耳机', [
        noun('Wireless Headphones', '蓝牙耳机', 'ワイヤレスイヤホン', 'Auriculares inalámbricos'),
        noun('Gaming Headset', '游戏耳机', 'ゲーミングヘッドセット', 'Auriculares gaming'),
      ]),
      sub('Phone accessories', '手机配件', [
        noun('Phone Case', '手机壳', 'スマホケース', 'Funda de móvil'),
        noun('Screen Protector', '钢化膜', '保護フィルム', 'Protector de pantalla'),
      ]),
      sub('Smart watches', '智能手表', [
        noun('Smart Watch', '智能手表', 'スマートウォッチ', 'Reloj inteligente'),
        noun('Fitness Tracker', '运动手环', 'フィットネストラッカー', 'Pulsera de actividad'),
      ]),
      sub('Chargers', '充电器', [
        noun('USB-C Charger', 'USB-C充电器', 'USB-C充電器', 'Cargador USB-C'),
        noun('Power Bank', '充电宝', 'モバイルバッテリー', 'Batería externa'),
      ]),
    ],
  },
  {
    names: {
      en: 'Home & Kitchen',
      'zh-CN': '家居厨房',
      tw: '家居廚房',
      es: 'Hogar y cocina',
      pt: 'Casa e cozinha',
      ja: 'ホーム＆キッチン',
      ko: '홈 & 주방',
      hi: 'घर और रसोई',
      de: 'Haus & Küche',
      ar: 'المنزل والمطبخ',
      ru: 'Дом и кухня',
      fr: 'Maison et cuisine',
      vi: 'Nhà cửa & Bếp',
    },
    glyph: 'pot',
    sizes: ONE_SIZE,
    price: [3, 70],
    subs: [
      sub('Cookware', '锅具', [
        noun('Non-stick Frying Pan', '不粘煎锅', 'フライパン', 'Sartén antiadherente'),
        noun('Stainless Steel Pot', '不锈钢汤锅', 'ステンレス鍋', 'Olla de acero inoxidable'),
      ]),
      sub('Storage', '收纳', [
        noun('Storage Box', '收纳盒', '収納ボックス', 'Caja organizadora'),
        noun('Glass Food Container', '玻璃保鲜盒', 'ガラス保存容器', 'Recipiente de vidrio'),
      ]),
      sub('Bedding', '床上用品', [
        noun('Bed Sheet Set', '床单四件套', 'ベッドシーツセット', 'Juego de sábanas'),
        noun('Memory Foam Pillow', '记忆棉枕头', '低反発枕', 'Almohada viscoelástica'),
      ]),
    ],
  },
  {
    names: {
      en: 'Beauty',
      'zh-CN': '美妆个护',
      tw: '美妝個護',
      es: 'Belleza',
      pt: 'Beleza',
      ja: '美容・コスメ',
      ko: '뷰티',
      hi: 'सौंदर्य',
      de: 'Schönheit',
      ar: 'الجمال',
      ru: 'Красота',
      fr: 'Beauté',
      vi: 'Làm đẹp',
    },
    glyph: 'bottle',
    sizes: ['50 ml', '100 ml', '200 ml'],
    price: [2, 35],
    subs: [
      sub('Skincare', '护肤', [
        noun('Hydrating Face Serum', '补水精华液', '保湿美容液', 'Sérum hidratante'),
        noun('Sunscreen Lotion', '防晒乳', '日焼け止め', 'Protector solar'),
      ]),
      sub('Makeup', '彩妆', [
        noun('Matte Lipstick', '哑光口红', 'マットリップ', 'Pintalabios mate'),
        noun('Eyeshadow Palette', '眼影盘', 'アイシャドウパレット', 'Paleta de sombras'),
      ]),
      sub('Hair care', '护发', [
        noun('Argan Oil Shampoo', '摩洛哥坚果油洗发水', 'アルガンオイルシャンプー', 'Champú de argán'),
        noun('Hair Dryer', '吹风机', 'ヘアドライヤー', 'Secador de pelo'),
      ]),
    ],
  },
  {
    names: {
      en: 'Toys',
      'zh-CN': '玩具',
      tw: '玩具',
      es: 'Juguetes',
      pt: 'Brinquedos',
      ja: 'おもちゃ',
      ko: '장난감',
      hi: 'खिलौने',
      de: 'Spielzeug',
      ar: 'ألعاب',
      ru: 'Игрушки',
      fr: 'Jouets',
      vi: 'Đồ chơi',
    },
    glyph: 'cube',
    sizes: ONE_SIZE,
    price: [2, 45],
    subs: [
      sub('Building blocks', '积木', [
        noun('Building Blocks Set', '积木套装', 'ブロックセット', 'Bloques de construcción'),
      ]),
      sub('Plush toys', '毛绒玩具', [
        noun('Plush Teddy Bear', '毛绒泰迪熊', 'テディベア', 'Oso de peluche'),
        noun('Plush Bunny', '毛绒兔子', 'うさぎのぬいぐるみ', 'Conejo de peluche'),
      ]),
      sub('Puzzles', '拼图', [
        noun('Jigsaw Puzzle', '拼图', 'ジグソーパズル', 'Rompecabezas'),
        noun('Magic Cube', '魔方', 'ルービックキューブ', 'Cubo mágico'),
      ]),
    ],
  },
  {
    names: {
      en: 'Sports',
      'zh-CN': '运动户外',
      tw: '運動戶外',
      es: 'Deportes',
      pt: 'Esportes',
      ja: 'スポーツ',
      ko: '스포츠',
      hi: 'खेल',
      de: 'Sport',
      ar: 'رياضة',
      ru: 'Спорт',
      fr: 'Sport',
      vi: 'Thể thao',
    },
    glyph: 'ball',
    sizes: ['S', 'M', 'L'],
    price: [3, 90],
    subs: [
      sub('Yoga', '瑜伽', [
        noun('Yoga Mat', '瑜伽垫', 'ヨガマット', 'Esterilla de yoga'),
        noun('Yoga Leggings', '瑜伽裤', 'ヨガレギンス', 'Mallas de yoga'),
      ]),
      sub('Cycling', '骑行', [
        noun('Cycling Helmet', '骑行头盔', 'サイクルヘルメット', 'Casco de ciclismo'),
        noun('Cycling Gloves', '骑行手套', 'サイクルグローブ', 'Guantes de ciclismo'),
      ]),
      sub('Fitness', '健身', [
        noun('Resistance Bands', '弹力带', 'トレーニングチューブ', 'Bandas elásticas'),
        noun('Adjustable Dumbbell', '可调哑铃', '可変式ダンベル', 'Mancuerna ajustable'),
      ]),
    ],
  },
  {
    names: {
      en: 'Jewelry',
      'zh-CN': '珠宝饰品',
      tw: '珠寶飾品',
      es: 'Joyería',
      pt: 'Joias',
      ja: 'ジュエリー',
      ko: '주얼리',
      hi: 'आभूषण',
      de: 'Schmuck',
      ar: 'مجوهرات',
      ru: 'Украшения',
      fr: 'Bijoux',
      vi: 'Trang sức',
    },
    glyph: 'ring',
    sizes: ['6', '7', '8', '9'],
    price: [1, 50],
    subs: [
      sub('Necklaces', '项链', [
        noun('Pendant Necklace', '吊坠项链', 'ペンダントネックレス', 'Collar con colgante'),
      ]),
      sub('Rings', '戒指', [noun('Sterling Silver Ring', '纯银戒指', 'シルバーリング', 'Anillo de plata')]),
      sub('Earrings', '耳环', [
        noun('Pearl Earrings', '珍珠耳环', 'パールピアス', 'Pendientes de perlas'),
        noun('Hoop Earrings', '圈形耳环', 'フープピアス', 'Aros'),
      ]),
    ],
  },
  {
    names: {
      en: 'Office',
      'zh-CN': '办公文具',
      tw: '辦公文具',
      es: 'Oficina',
      pt: 'Escritório',
      ja: 'オフィス用品',
      ko: '사무용품',
      hi: 'कार्यालय',
      de: 'Büro',
      ar: 'مستلزمات مكتبية',
      ru: 'Офис',
      fr: 'Bureau',
      vi: 'Văn phòng',
    },
    glyph: 'pencil',
    sizes: ['Pack of 10', 'Pack of 50', 'Pack of 100'],
    price: [1, 25],
    subs: [
      sub('Notebooks', '笔记本', [noun('A5 Notebook', 'A5笔记本', 'A5ノート', 'Cuaderno A5')]),
      sub('Pens', '笔', [
        noun('Gel Pen', '中性笔', 'ゲルインクペン', 'Bolígrafo de gel'),
        noun('Fountain Pen', '钢笔', '万年筆', 'Pluma estilográfica'),
      ]),
      sub('Desk organizers', '桌面收纳', [
        noun('Desk Organizer', '桌面收纳架', 'デスクオーガナイザー', 'Organizador de escritorio'),
      ]),
    ],
  },
];

export const ADJECTIVES = {
  en: [
    'Premium',
    'Classic',
    'Lightweight',
    'Vintage',
    'Eco-friendly',
    'Durable',
    'Portable',
    'Deluxe',
    'Minimalist',
    'Everyday',
    'Professional',
    'Compact',
  ],
  'zh-CN': ['新款', '高品质', '经典', '轻便', '复古', '环保', '耐用', '便携', '豪华', '简约'],
  ja: ['高品質', 'クラシック', '軽量', 'ヴィンテージ', 'エコ', '丈夫な', 'ポータブル', 'シンプル'],
  es: ['premium', 'clásico', 'ligero', 'vintage', 'ecológico', 'resistente', 'portátil'],
} as const;

export const COLORS = ['Black', 'White', 'Navy', 'Red', 'Green', 'Beige', 'Grey', 'Pink', 'Blue', 'Brown'];

export const STORE_WORDS = {
  first: [
    'Golden',
    'Pacific',
    'Silk Road',
    'Sunrise',
    'Blue Ocean',
    'Harbor',
    'Evergreen',
    'Lotus',
    'Summit',
    'Maple',
    'Crystal',
    'Northern',
    'Jade',
    'Coral',
    'Atlas',
  ],
  second: [
    'Trading',
    'Wholesale',
    'Supply',
    'Goods',
    'Outlet',
    'Factory',
    'Mart',
    'Depot',
    'Import & Export',
    'Store',
  ],
  cjk: [
    '义乌小商品批发',
    '广州服装城',
    '深圳数码港',
    '杭州丝绸坊',
    '東京卸売センター',
    '大阪雑貨問屋',
    '台北精品批發',
    '上海家居馆',
  ],
} as const;

export const REVIEW_TEXTS = {
  positive: [
    'Great quality for the price, will order again.',
    'Arrived quickly and exactly as described.',
    'My customers love these. Reordering a bigger batch.',
    '质量很好，发货很快，推荐！',
    '品質が良くて満足です。',
    'Excelente calidad, llegó a tiempo.',
  ],
  mid: [
    'Okay for the price, packaging could be better.',
    'Decent, but the colour is a bit different from the photos.',
    '一般般，还可以。',
  ],
  negative: [
    'Two items were damaged on arrival.',
    'Shipping took much longer than promised.',
    'Smaller than expected.',
  ],
} as const;

export const REVIEWER_NAMES = [
  'Alexander',
  'Maria',
  'Wei',
  'Yuki',
  'Carlos',
  'Fatima',
  'Ivan',
  'Priya',
  'Sophie',
  'Minh',
  'Jonas',
  'Ana',
  'Kenji',
  'Laila',
  'Mateo',
  'Olga',
];
