import { LANGUAGES, type Language } from '@market/contract';

/**
 * A seeded name in every one of the app's 13 languages: leaving one out is a type error. (Stored as
 * a LocalizedText; `localize` still falls back to English for rows that admins add later.)
 */
export type Translations = Record<Language, string>;

/**
 * The demo's product nouns in the 13 languages, one row each, the columns in the order of
 * LANGUAGES (tw, zh-CN, en, es, pt, ja, ko, hi, de, ar, ru, fr, vi). A noun works in a title with
 * an adjective before it (en, Chinese, ja, ko, hi) or a qualifier after it (the others), so none
 * carries an article.
 */
const ROWS = [
  '純棉T恤|纯棉T恤|Cotton T-Shirt|Camiseta de algodón|Camiseta de algodão|コットンTシャツ|면 티셔츠|सूती टी-शर्ट|Baumwoll-T-Shirt|قميص قطني|Хлопковая футболка|T-shirt en coton|Áo thun cotton',
  '保羅衫|Polo衫|Polo Shirt|Polo|Camisa polo|ポロシャツ|폴로 셔츠|पोलो शर्ट|Poloshirt|قميص بولو|Рубашка поло|Polo|Áo polo',
  "夏季洋裝|夏季连衣裙|Summer Dress|Vestido de verano|Vestido de verão|サマードレス|여름 원피스|समर ड्रेस|Sommerkleid|فستان صيفي|Летнее платье|Robe d'été|Váy mùa hè",
  '長版洋裝|长款连衣裙|Maxi Dress|Vestido largo|Vestido longo|マキシワンピース|맥시 원피스|मैक्सी ड्रेस|Maxikleid|فستان طويل|Платье макси|Robe longue|Váy maxi',
  '牛仔外套|牛仔夹克|Denim Jacket|Chaqueta vaquera|Jaqueta jeans|デニムジャケット|데님 재킷|डेनिम जैकेट|Jeansjacke|جاكيت جينز|Джинсовая куртка|Veste en jean|Áo khoác jean',
  '防風外套|防风外套|Windbreaker|Cortavientos|Corta-vento|ウインドブレーカー|바람막이|विंडब्रेकर|Windjacke|سترة واقية من الرياح|Ветровка|Coupe-vent|Áo gió',
  '修身牛仔褲|修身牛仔裤|Slim Jeans|Vaqueros ajustados|Calça jeans slim|スリムジーンズ|슬림 청바지|स्लिम जींस|Slim-Fit-Jeans|جينز ضيق|Узкие джинсы|Jean slim|Quần jean ôm',
  '工作褲|工装裤|Cargo Pants|Pantalón cargo|Calça cargo|カーゴパンツ|카고 바지|कार्गो पैंट|Cargohose|بنطلون كارغو|Брюки карго|Pantalon cargo|Quần túi hộp',
  '跑步鞋|跑步运动鞋|Running Sneakers|Zapatillas de correr|Tênis de corrida|ランニングスニーカー|러닝화|रनिंग स्नीकर्स|Laufschuhe|حذاء جري رياضي|Беговые кроссовки|Baskets de course|Giày chạy bộ',
  '帆布鞋|帆布鞋|Canvas Sneakers|Zapatillas de lona|Tênis de lona|キャンバススニーカー|캔버스 스니커즈|कैनवास स्नीकर्स|Canvas-Sneaker|حذاء رياضي من القماش|Текстильные кеды|Baskets en toile|Giày vải',
  '皮靴|皮靴|Leather Boots|Botas de cuero|Botas de couro|レザーブーツ|가죽 부츠|लेदर बूट्स|Lederstiefel|بوت جلدي|Кожаные ботинки|Bottes en cuir|Giày bốt da',
  '雨靴|雨靴|Rain Boots|Botas de lluvia|Galochas|レインブーツ|레인부츠|रेन बूट्स|Gummistiefel|حذاء مطر|Резиновые сапоги|Bottes de pluie|Ủng đi mưa',
  '海灘涼鞋|沙滩凉鞋|Beach Sandals|Sandalias de playa|Sandálias de praia|ビーチサンダル|비치 샌들|बीच सैंडल|Strandsandalen|صندل شاطئ|Пляжные сандалии|Sandales de plage|Dép đi biển',
  '拖鞋|拖鞋|Slippers|Pantuflas|Chinelos|スリッパ|슬리퍼|चप्पल|Hausschuhe|شبشب|Тапочки|Chaussons|Dép đi trong nhà',
  '旅行後背包|旅行双肩包|Travel Backpack|Mochila de viaje|Mochila de viagem|トラベルリュック|여행용 백팩|ट्रैवल बैकपैक|Reiserucksack|حقيبة ظهر للسفر|Дорожный рюкзак|Sac à dos de voyage|Balo du lịch',
  '筆電後背包|电脑双肩包|Laptop Backpack|Mochila para portátil|Mochila para notebook|PCリュック|노트북 백팩|लैपटॉप बैकपैक|Laptop-Rucksack|حقيبة ظهر للحاسوب المحمول|Рюкзак для ноутбука|Sac à dos pour ordinateur|Balo laptop',
  '托特包|托特包|Tote Bag|Bolso tote|Bolsa tote|トートバッグ|토트백|टोट बैग|Tragetasche|حقيبة توت|Сумка-тоут|Sac cabas|Túi tote',
  '斜背包|斜挎包|Crossbody Bag|Bolso bandolera|Bolsa transversal|ショルダーバッグ|크로스백|क्रॉसबॉडी बैग|Umhängetasche|حقيبة كتف|Сумка через плечо|Sac bandoulière|Túi đeo chéo',
  '真皮皮夾|真皮钱包|Leather Wallet|Cartera de cuero|Carteira de couro|革財布|가죽 지갑|चमड़े का बटुआ|Ledergeldbörse|محفظة جلدية|Кожаный кошелёк|Portefeuille en cuir|Ví da',
  '卡夾|卡包|Card Holder|Tarjetero|Porta-cartões|カードケース|카드 지갑|कार्ड होल्डर|Kartenetui|حافظة بطاقات|Кардхолдер|Porte-cartes|Ví đựng thẻ',
  '藍牙耳機|蓝牙耳机|Wireless Headphones|Auriculares inalámbricos|Fones de ouvido sem fio|ワイヤレスイヤホン|무선 이어폰|वायरलेस हेडफ़ोन|Kabellose Kopfhörer|سماعات لاسلكية|Беспроводные наушники|Écouteurs sans fil|Tai nghe không dây',
  '電競耳機|游戏耳机|Gaming Headset|Auriculares gaming|Headset gamer|ゲーミングヘッドセット|게이밍 헤드셋|गेमिंग हेडसेट|Gaming-Headset|سماعة ألعاب|Игровая гарнитура|Casque gaming|Tai nghe gaming',
  '手機殼|手机壳|Phone Case|Funda de móvil|Capinha de celular|スマホケース|휴대폰 케이스|फ़ोन कवर|Handyhülle|جراب هاتف|Чехол для телефона|Coque de téléphone|Ốp điện thoại',
  "螢幕保護貼|钢化膜|Screen Protector|Protector de pantalla|Película protetora|保護フィルム|액정 보호 필름|स्क्रीन प्रोटेक्टर|Displayschutzfolie|واقي شاشة|Защитное стекло|Protection d'écran|Miếng dán màn hình",
  '智慧手錶|智能手表|Smart Watch|Reloj inteligente|Relógio inteligente|スマートウォッチ|스마트워치|स्मार्ट वॉच|Smartwatch|ساعة ذكية|Умные часы|Montre connectée|Đồng hồ thông minh',
  "運動手環|运动手环|Fitness Tracker|Pulsera de actividad|Pulseira fitness|フィットネストラッカー|피트니스 트래커|फ़िटनेस ट्रैकर|Fitness-Tracker|متتبع اللياقة|Фитнес-браслет|Bracelet d'activité|Vòng đeo tay thể thao",
  'USB-C充電器|USB-C充电器|USB-C Charger|Cargador USB-C|Carregador USB-C|USB-C充電器|USB-C 충전기|USB-C चार्जर|USB-C-Ladegerät|شاحن USB-C|Зарядное устройство USB-C|Chargeur USB-C|Sạc USB-C',
  '行動電源|充电宝|Power Bank|Batería externa|Carregador portátil|モバイルバッテリー|보조배터리|पावर बैंक|Powerbank|شاحن متنقل|Внешний аккумулятор|Batterie externe|Sạc dự phòng',
  '不沾平底鍋|不粘煎锅|Non-stick Frying Pan|Sartén antiadherente|Frigideira antiaderente|フッ素加工フライパン|논스틱 프라이팬|नॉन-स्टिक फ्राइंग पैन|Antihaft-Bratpfanne|مقلاة غير لاصقة|Сковорода с антипригарным покрытием|Poêle antiadhésive|Chảo chống dính',
  '不鏽鋼湯鍋|不锈钢汤锅|Stainless Steel Pot|Olla de acero inoxidable|Panela de aço inox|ステンレス鍋|스테인리스 냄비|स्टेनलेस स्टील का बर्तन|Edelstahltopf|قدر من الفولاذ المقاوم للصدأ|Кастрюля из нержавеющей стали|Casserole en inox|Nồi inox',
  '收納盒|收纳盒|Storage Box|Caja organizadora|Caixa organizadora|収納ボックス|수납함|स्टोरेज बॉक्स|Aufbewahrungsbox|صندوق تخزين|Коробка для хранения|Boîte de rangement|Hộp đựng đồ',
  '玻璃保鮮盒|玻璃保鲜盒|Glass Food Container|Recipiente de vidrio|Pote de vidro|ガラス保存容器|유리 밀폐용기|काँच का फ़ूड कंटेनर|Glas-Frischhaltedose|علبة طعام زجاجية|Стеклянный контейнер для еды|Boîte alimentaire en verre|Hộp thủy tinh đựng thực phẩm',
  '床單四件組|床单四件套|Bed Sheet Set|Juego de sábanas|Jogo de lençóis|ベッドシーツセット|침대 시트 세트|बेडशीट सेट|Bettwäsche-Set|طقم شراشف سرير|Комплект постельного белья|Parure de draps|Bộ ga trải giường',
  '記憶枕|记忆棉枕头|Memory Foam Pillow|Almohada viscoelástica|Travesseiro viscoelástico|低反発枕|메모리폼 베개|मेमोरी फ़ोम तकिया|Memory-Foam-Kissen|وسادة من الإسفنج الطبي|Подушка с эффектом памяти|Oreiller à mémoire de forme|Gối memory foam',
  '保濕精華液|补水精华液|Hydrating Face Serum|Sérum hidratante|Sérum facial hidratante|保湿美容液|수분 세럼|हाइड्रेटिंग फेस सीरम|Feuchtigkeitsserum|سيروم مرطب للوجه|Увлажняющая сыворотка для лица|Sérum hydratant visage|Serum dưỡng ẩm',
  '防曬乳|防晒乳|Sunscreen Lotion|Protector solar|Protetor solar|日焼け止め|선크림|सनस्क्रीन लोशन|Sonnencreme|واقي شمس|Солнцезащитный лосьон|Lotion solaire|Kem chống nắng',
  '霧面口紅|哑光口红|Matte Lipstick|Pintalabios mate|Batom matte|マットリップ|매트 립스틱|मैट लिपस्टिक|Matter Lippenstift|أحمر شفاه مطفي|Матовая помада|Rouge à lèvres mat|Son lì',
  '眼影盤|眼影盘|Eyeshadow Palette|Paleta de sombras|Paleta de sombras|アイシャドウパレット|아이섀도 팔레트|आईशैडो पैलेट|Lidschattenpalette|باليت ظلال العيون|Палетка теней|Palette de fards à paupières|Bảng phấn mắt',
  "摩洛哥堅果油洗髮精|摩洛哥坚果油洗发水|Argan Oil Shampoo|Champú de argán|Shampoo de argan|アルガンオイルシャンプー|아르간 오일 샴푸|आर्गन ऑयल शैम्पू|Arganöl-Shampoo|شامبو بزيت الأرغان|Шампунь с аргановым маслом|Shampooing à l'huile d'argan|Dầu gội dầu argan",
  '吹風機|吹风机|Hair Dryer|Secador de pelo|Secador de cabelo|ヘアドライヤー|헤어드라이어|हेयर ड्रायर|Haartrockner|مجفف شعر|Фен|Sèche-cheveux|Máy sấy tóc',
  '積木組|积木套装|Building Blocks Set|Bloques de construcción|Blocos de montar|ブロックセット|블록 세트|बिल्डिंग ब्लॉक्स सेट|Bausteine-Set|مجموعة مكعبات بناء|Конструктор|Jeu de construction|Bộ đồ chơi xếp hình',
  '絨毛泰迪熊|毛绒泰迪熊|Plush Teddy Bear|Oso de peluche|Urso de pelúcia|テディベア|테디베어 인형|टेडी बियर|Plüsch-Teddybär|دب محشو|Плюшевый мишка|Ours en peluche|Gấu bông',
  '絨毛兔子|毛绒兔子|Plush Bunny|Conejo de peluche|Coelho de pelúcia|うさぎのぬいぐるみ|토끼 인형|प्लश बनी|Plüschhase|أرنب محشو|Плюшевый зайка|Lapin en peluche|Thỏ bông',
  '拼圖|拼图|Jigsaw Puzzle|Rompecabezas|Quebra-cabeça|ジグソーパズル|직소 퍼즐|जिगसॉ पज़ल|Puzzlespiel|أحجية تركيب|Пазл|Puzzle|Tranh ghép hình',
  '魔術方塊|魔方|Magic Cube|Cubo mágico|Cubo mágico|ルービックキューブ|큐브 퍼즐|मैजिक क्यूब|Zauberwürfel|مكعب روبيك|Кубик Рубика|Cube magique|Khối rubik',
  '瑜伽墊|瑜伽垫|Yoga Mat|Esterilla de yoga|Tapete de ioga|ヨガマット|요가 매트|योगा मैट|Yogamatte|حصيرة يوغا|Коврик для йоги|Tapis de yoga|Thảm yoga',
  '瑜伽褲|瑜伽裤|Yoga Leggings|Mallas de yoga|Legging de ioga|ヨガレギンス|요가 레깅스|योगा लेगिंग्स|Yoga-Leggings|بنطلون يوغا ضيق|Леггинсы для йоги|Legging de yoga|Quần legging tập yoga',
  '自行車安全帽|骑行头盔|Cycling Helmet|Casco de ciclismo|Capacete de ciclismo|サイクルヘルメット|자전거 헬멧|साइकिलिंग हेलमेट|Fahrradhelm|خوذة دراجة|Велошлем|Casque de vélo|Mũ bảo hiểm xe đạp',
  '自行車手套|骑行手套|Cycling Gloves|Guantes de ciclismo|Luvas de ciclismo|サイクルグローブ|자전거 장갑|साइकिलिंग दस्ताने|Fahrradhandschuhe|قفازات دراجة|Велоперчатки|Gants de vélo|Găng tay đạp xe',
  '彈力帶|弹力带|Resistance Bands|Bandas elásticas|Faixas elásticas|トレーニングチューブ|저항 밴드|रेज़िस्टेंस बैंड|Widerstandsbänder|أحزمة مقاومة|Фитнес-резинки|Bandes de résistance|Dây kháng lực',
  '可調式啞鈴|可调哑铃|Adjustable Dumbbell|Mancuerna ajustable|Halter ajustável|可変式ダンベル|조절식 덤벨|एडजस्टेबल डम्बल|Verstellbare Hantel|دمبل قابل للتعديل|Регулируемая гантель|Haltère réglable|Tạ tay điều chỉnh',
  '吊墜項鍊|吊坠项链|Pendant Necklace|Collar con colgante|Colar com pingente|ペンダントネックレス|펜던트 목걸이|पेंडेंट नेकलेस|Halskette mit Anhänger|قلادة بتعليقة|Колье с подвеской|Collier pendentif|Dây chuyền mặt dây',
  '純銀戒指|纯银戒指|Sterling Silver Ring|Anillo de plata|Anel de prata|シルバーリング|실버 반지|स्टर्लिंग सिल्वर अंगूठी|Sterlingsilber-Ring|خاتم من الفضة الإسترليني|Серебряное кольцо|Bague en argent|Nhẫn bạc',
  "珍珠耳環|珍珠耳环|Pearl Earrings|Pendientes de perlas|Brincos de pérola|パールピアス|진주 귀걸이|मोती के झुमके|Perlenohrringe|أقراط لؤلؤ|Серьги с жемчугом|Boucles d'oreilles en perles|Bông tai ngọc trai",
  '圈形耳環|圈形耳环|Hoop Earrings|Aros|Brincos de argola|フープピアス|링 귀걸이|हूप इयररिंग्स|Creolen|أقراط حلقية|Серьги-кольца|Créoles|Bông tai tròn',
  'A5筆記本|A5笔记本|A5 Notebook|Cuaderno A5|Caderno A5|A5ノート|A5 노트|A5 नोटबुक|A5-Notizbuch|دفتر A5|Блокнот A5|Carnet A5|Sổ tay A5',
  '中性筆|中性笔|Gel Pen|Bolígrafo de gel|Caneta gel|ゲルインクペン|젤펜|जेल पेन|Gelschreiber|قلم جل|Гелевая ручка|Stylo gel|Bút gel',
  '鋼筆|钢笔|Fountain Pen|Pluma estilográfica|Caneta-tinteiro|万年筆|만년필|फ़ाउंटेन पेन|Füllfederhalter|قلم حبر|Перьевая ручка|Stylo plume|Bút máy',
  '桌上收納架|桌面收纳架|Desk Organizer|Organizador de escritorio|Organizador de mesa|デスクオーガナイザー|책상 정리함|डेस्क ऑर्गनाइज़र|Schreibtisch-Organizer|منظم مكتب|Органайзер для стола|Organiseur de bureau|Kệ để bàn',
];

const NOUNS = new Map(
  ROWS.map((row) => {
    const names = Object.fromEntries(row.split('|').map((name, i) => [LANGUAGES[i], name])) as Translations;
    return [names.en, names];
  }),
);

/** The noun whose English name is `en`, in every language. */
export function noun(en: string): Translations {
  const names = NOUNS.get(en);
  if (!names) throw new Error(`no translations for the noun ${en}`);
  return names;
}
