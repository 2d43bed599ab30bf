/**
 * The information pages' first text (ADR 092): each page's title, lead and blocks in
 * English and Chinese, written for its reader. The seed publishes both languages as version 1;
 * editors change them from then on (the drafts in content_blocks, the snapshots in content_versions).
 */
import { eq, inArray } from 'drizzle-orm'
import type { ContentBlock, ContentSlug } from '../../api/contract/content'
import { HEAD_KEY } from '../../api/contract/editor'
import type { Db } from '../db/client.server'
import { contentBlocks, contentPages, contentVersions } from '../db/schema'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** A block without its key (the key is shared by both languages). */
export type BlockBody = DistributiveOmit<ContentBlock, 'key'>
export type SeedBlock = { key: string; en: BlockBody; zh: BlockBody }
export type SeedPage = { slug: ContentSlug; title: [string, string]; lead: [string, string]; blocks: Array<SeedBlock> }

const block = (key: string, en: BlockBody, zh: BlockBody): SeedBlock => ({ key, en, zh })

const CONTACT_EN = { email: 'hello@tradebridge.example', phone: '+86 21 6288 0000', hours: 'Monday to Friday, 9:00–18:00 China time' }
const CONTACT_ZH = { email: 'hello@tradebridge.example', phone: '021-6288 0000', hours: '周一至周五 9:00–18:00（北京时间）' }

const figures = (key = 'figures') =>
  block(
    key,
    {
      type: 'figures',
      heading: 'The platform today',
      metrics: ['brands', 'countries', 'certified_products', 'meetings', 'last_event_deals'],
    },
    { type: 'figures', heading: '平台实时数据', metrics: ['brands', 'countries', 'certified_products', 'meetings', 'last_event_deals'] },
  )

export const seedPages: ReadonlyArray<SeedPage> = [
  {
    slug: 'about',
    title: ['About TradeBridge', '关于贸桥'],
    lead: [
      'TradeBridge connects growers and food makers abroad with importers, distributors and retail buyers in China. We verify every brand, show only certificates that are valid today, and arrange the meetings where deals are made.',
      '贸桥连接海外种植者、食品生产商与中国的进口商、经销商和零售采购商。平台审核每一个入驻品牌，只展示仍在有效期内的证书，并组织促成交易的现场对接。',
    ],
    blocks: [
      block(
        'story',
        {
          type: 'prose',
          heading: 'Why we started',
          paragraphs: [
            'Chinese buyers want more imported fruit, seafood, coffee and grains every year, yet most producers abroad still reach them through three or four intermediaries. Each one adds cost and hides information: the buyer cannot see who grew the product, and the grower cannot see what the buyer needs.',
            'TradeBridge puts both sides in one place. Producers present their brands and products in national pavilions, in Chinese and English; buyers compare them, send inquiries to several brands at once and meet them in person at our matching events.',
          ],
        },
        {
          type: 'prose',
          heading: '我们为什么做贸桥',
          paragraphs: [
            '中国采购商对进口水果、水产、咖啡和粮油的需求逐年增长，但多数海外生产者仍要经过三四道中间环节才能接触到他们。每多一道环节，成本就高一分，信息也少一分：采购商看不到产品出自谁手，种植者也不清楚采购商真正需要什么。',
            '贸桥让买卖双方在同一个平台上直接见面。生产者在国家馆中以中英文展示品牌和产品；采购商可以横向比较，一次向多个品牌发出询盘，并在我们的对接会上与品牌面对面洽谈。',
          ],
        },
      ),
      figures(),
      block(
        'audiences',
        {
          type: 'cards',
          heading: 'Who TradeBridge is for',
          items: [
            {
              title: 'Growers and exporters',
              body: 'Show your brand to buyers across China, receive inquiries in your cart and meet pre-qualified importers at matching sessions.',
            },
            {
              title: 'Importers and distributors',
              body: 'Find verified suppliers by country, category and certificate, compare price ranges and MOQs, and ask several brands in one inquiry.',
            },
            {
              title: 'Retail and food-service buyers',
              body: 'Source directly from the origin for your own label or menu, with traceable certificates and samples before you commit.',
            },
          ],
        },
        {
          type: 'cards',
          heading: '贸桥服务的对象',
          items: [
            { title: '种植者与出口商', body: '向全国采购商展示品牌，在询盘车中接收询盘，并在对接会上结识经过资质审核的进口商。' },
            { title: '进口商与经销商', body: '按国家、品类和认证筛选已审核的供应商，比较价格区间和起订量，一次询盘即可联系多个品牌。' },
            { title: '零售与餐饮采购', body: '为自有品牌或菜单直接从原产地采购，证书可追溯，下单前可先索取样品。' },
          ],
        },
      ),
      block(
        'contact',
        {
          type: 'cta',
          heading: 'Talk to us',
          body: 'Tell us what you grow or what you need to buy. A trade adviser replies within one working day, in Chinese or English.',
          actions: [
            { label: 'Register as a supplier', to: '/login/registerHome' },
            { label: 'Register as a buyer', to: '/buyer' },
          ],
          contact: CONTACT_EN,
        },
        {
          type: 'cta',
          heading: '联系我们',
          body: '告诉我们您种植什么、想采购什么。贸易顾问会在一个工作日内以中文或英文回复您。',
          actions: [
            { label: '供应商注册', to: '/login/registerHome' },
            { label: '采购商注册', to: '/buyer' },
          ],
          contact: CONTACT_ZH,
        },
      ),
    ],
  },
  {
    slug: 'aboutTD',
    title: ['The TradeBridge team', '贸桥团队'],
    lead: [
      'TradeBridge is run from Shanghai by a team of trade advisers, food-safety specialists and engineers, with partners in each pavilion country. Here is who we are and how we work.',
      '贸桥总部位于上海，团队由贸易顾问、食品安全专员和工程师组成，并在每个国家馆所在国设有合作伙伴。以下是我们的团队和工作方式。',
    ],
    blocks: [
      block(
        'teams',
        {
          type: 'cards',
          heading: 'Our teams',
          items: [
            {
              title: 'Trade advisers',
              body: 'Each pavilion country has an adviser who speaks the language, knows its harvest calendar and helps brands prepare their listing and their first shipment.',
            },
            {
              title: 'Verification and food safety',
              body: 'Specialists check each brand’s export licence, GACC registration and certificates before the brand goes live, and again when a certificate nears its expiry date.',
            },
            {
              title: 'Events',
              body: 'The events team runs the exhibitions and matching sessions: it verifies buyers, builds the meeting schedule and keeps the tables running on the day.',
            },
            {
              title: 'Product and engineering',
              body: 'Engineers build the platform in both languages, for desktop and phone, and measure every page against speed and accessibility targets.',
            },
          ],
        },
        {
          type: 'cards',
          heading: '我们的团队',
          items: [
            { title: '贸易顾问', body: '每个国家馆都配有熟悉当地语言和产季的顾问，协助品牌完善展示信息并完成首次发货。' },
            { title: '资质审核与食品安全', body: '品牌上线前，专员会核验其出口资质、海关总署注册和各类证书；证书临近到期时会再次复核。' },
            { title: '活动运营', body: '活动团队负责展会和对接会：审核采购商资质、编排洽谈日程，并保障现场每张洽谈桌顺利运转。' },
            { title: '产品与技术', body: '工程师以中英双语打造电脑版和手机版平台，并按速度和无障碍标准检验每一个页面。' },
          ],
        },
      ),
      block(
        'principles',
        {
          type: 'prose',
          heading: 'How we work',
          paragraphs: [
            'We charge suppliers a transparent membership fee and never a commission on the deals they close: our interest is that buyers find the right supplier, not the most expensive one.',
            'Buyers use the platform free of charge. We verify them before matching events so that suppliers spend their meeting time with companies that import.',
          ],
        },
        {
          type: 'prose',
          heading: '我们的原则',
          paragraphs: [
            '我们向供应商收取公开透明的会员费，从不对成交抽取佣金。我们在意的是采购商找到合适的供应商，而不是最贵的那一家。',
            '采购商免费使用平台。对接会前我们会审核采购商资质，确保供应商的洽谈时间花在真正有进口业务的企业上。',
          ],
        },
      ),
      figures(),
      block(
        'join',
        {
          type: 'cta',
          heading: 'Work with us',
          body: 'Service companies in logistics, inspection and trade finance can join as partners; producers can list their brand today.',
          actions: [
            { label: 'List your brand', to: '/login/registerHome' },
            { label: 'See the national pavilions', to: '/nationalPavilion' },
          ],
          contact: CONTACT_EN,
        },
        {
          type: 'cta',
          heading: '与我们合作',
          body: '物流、检验和贸易金融服务商可以成为合作伙伴；生产者现在就可以入驻展示品牌。',
          actions: [
            { label: '品牌入驻', to: '/login/registerHome' },
            { label: '浏览国家馆', to: '/nationalPavilion' },
          ],
          contact: CONTACT_ZH,
        },
      ),
    ],
  },
  {
    slug: 'newAbout',
    title: ['What is new at TradeBridge', '贸桥新动态'],
    lead: [
      'This year TradeBridge grew from a showcase into a trading platform: verified brands, certificates checked every day, inquiries to several brands at once and scheduled one-to-one meetings.',
      '今年贸桥从展示平台升级为交易平台：品牌逐一审核，证书每日校验，一次询盘可发给多个品牌，一对一洽谈按日程安排。',
    ],
    blocks: [
      block(
        'milestones',
        {
          type: 'steps',
          heading: 'Milestones',
          items: [
            {
              title: 'National pavilions',
              body: 'Producers from fifteen countries present their brands in pavilions of their own, each with a trade adviser.',
            },
            {
              title: 'Certificates checked daily',
              body: 'Only certificates valid on the day are shown; an expired one disappears from the product page on its expiry date.',
            },
            {
              title: 'One inquiry, several brands',
              body: 'Buyers put products of different brands in one inquiry cart; each brand receives its own inquiry and answers directly.',
            },
            {
              title: 'Scheduled matching',
              body: 'Buyers rank the brands they want to meet; the scheduler builds a timetable that gives each buyer as many of their first choices as possible.',
            },
          ],
        },
        {
          type: 'steps',
          heading: '发展历程',
          items: [
            { title: '国家馆上线', body: '来自十五个国家的生产者在各自的国家馆中展示品牌，每个馆都配有专属贸易顾问。' },
            { title: '证书每日校验', body: '平台只展示当天有效的证书，证书一到期即从产品页下架。' },
            { title: '一次询盘，多个品牌', body: '采购商可将不同品牌的产品放入同一询盘车，各品牌分别收到询盘并直接回复。' },
            { title: '智能排期对接', body: '采购商为想见的品牌排序，系统据此编排日程，尽量让每位采购商见到首选品牌。' },
          ],
        },
      ),
      figures(),
      block(
        'next',
        {
          type: 'cta',
          heading: 'See it for yourself',
          body: 'Browse the pavilions, or sign up for the next exhibition and its matching sessions.',
          actions: [
            { label: 'Upcoming exhibitions', to: '/exhibitionList' },
            { label: 'Register as a buyer', to: '/buyer' },
          ],
        },
        {
          type: 'cta',
          heading: '亲自体验',
          body: '逛逛各国家馆，或报名参加下一场展会及其对接会。',
          actions: [
            { label: '近期展会', to: '/exhibitionList' },
            { label: '采购商注册', to: '/buyer' },
          ],
        },
      ),
    ],
  },
  {
    slug: 'introduction',
    title: ['How TradeBridge works', '平台介绍'],
    lead: [
      'A five-minute guide for newcomers: how suppliers present their products, how buyers find and ask them, and how a first conversation becomes a container on its way to China.',
      '写给新用户的五分钟指南：供应商如何展示产品，采购商如何找到并询盘，一次初步沟通又如何变成一柜发往中国的货物。',
    ],
    blocks: [
      block(
        'buyers',
        {
          type: 'steps',
          heading: 'For buyers',
          items: [
            {
              title: 'Search',
              body: 'Filter products by country, category, certificate and price range, or start from a national pavilion.',
            },
            {
              title: 'Ask',
              body: 'Add products to your inquiry cart with quantity, Incoterm and delivery date, then send; each brand replies to you directly.',
            },
            {
              title: 'Meet',
              body: 'Register for a matching event, rank the brands you want to meet and receive your personal meeting schedule.',
            },
            { title: 'Buy', body: 'Order samples, agree terms and ship. Our partners can handle inspection, customs and cold chain.' },
          ],
        },
        {
          type: 'steps',
          heading: '采购商如何使用',
          items: [
            { title: '搜索', body: '按国家、品类、认证和价格区间筛选产品，也可以从国家馆开始浏览。' },
            { title: '询盘', body: '把产品连同数量、贸易术语和交货日期加入询盘车后提交，各品牌会直接回复您。' },
            { title: '洽谈', body: '报名参加对接会，为想见的品牌排序，即可收到专属洽谈日程。' },
            { title: '采购', body: '索取样品、商定条款后安排发货。合作伙伴可提供验货、清关和冷链服务。' },
          ],
        },
      ),
      block(
        'suppliers',
        {
          type: 'steps',
          heading: 'For suppliers',
          items: [
            {
              title: 'Apply',
              body: 'Register your company and submit your export licence and certificates; verification takes about three working days.',
            },
            {
              title: 'Present',
              body: 'Describe your brand and products in English; your trade adviser helps you write the Chinese version.',
            },
            { title: 'Answer', body: 'Reply to inquiries from your account and keep price ranges and stock current.' },
            { title: 'Meet', body: 'Take a table at exhibitions and matching sessions, where verified buyers have asked to meet you.' },
          ],
        },
        {
          type: 'steps',
          heading: '供应商如何使用',
          items: [
            { title: '申请入驻', body: '注册企业账号并提交出口资质和证书，审核约需三个工作日。' },
            { title: '展示品牌', body: '用英文介绍品牌和产品，贸易顾问会协助您撰写中文版本。' },
            { title: '回复询盘', body: '在账户中回复询盘，并及时更新价格区间和库存。' },
            { title: '现场洽谈', body: '在展会和对接会上设桌，与点名要见您的认证采购商面谈。' },
          ],
        },
      ),
      figures(),
      block(
        'start',
        {
          type: 'cta',
          heading: 'Start now',
          body: 'Buyers can send a first inquiry in minutes; suppliers can apply today and be live within a week.',
          actions: [
            { label: 'Browse products', to: '/product' },
            { label: 'Apply as a supplier', to: '/login/registerHome' },
          ],
        },
        {
          type: 'cta',
          heading: '立即开始',
          body: '采购商几分钟内即可发出第一条询盘；供应商今天申请，一周内即可上线。',
          actions: [
            { label: '浏览产品', to: '/product' },
            { label: '申请入驻', to: '/login/registerHome' },
          ],
        },
      ),
    ],
  },
  {
    slug: 'solution',
    title: ['Export to China, end to end', '对华出口一站式方案'],
    lead: [
      'Selling food to China takes more than a buyer: registration with China Customs (GACC), Chinese labels, the right certificates and a cold chain that holds. TradeBridge and its partners cover each step, so you can start with one trial pallet and grow to regular containers.',
      '向中国出口食品，光有买家还不够：还需要在海关总署完成注册、制作中文标签、备齐相应证书，并确保冷链全程不断链。贸桥和合作伙伴覆盖每一个环节，您可以从一托盘试销起步，逐步做到稳定整柜出货。',
    ],
    blocks: [
      block(
        'services',
        {
          type: 'cards',
          heading: 'Our services',
          items: [
            { title: 'Trial sales', body: 'Test a product with real Chinese buyers before committing to a full container.' },
            { title: 'Consignment', body: 'Stock in a bonded warehouse in China and sell to many buyers in smaller lots.' },
            { title: 'Packing and labelling', body: 'Chinese back labels, carton specifications and pallet plans that pass inspection.' },
            { title: 'Certification', body: 'Which certificates Chinese buyers ask for, and how we keep them current on your listing.' },
          ],
        },
        {
          type: 'cards',
          heading: '服务内容',
          items: [
            { title: '试销', body: '先让真实的中国采购商试用产品，再决定是否整柜发货。' },
            { title: '寄售', body: '货物存放在国内保税仓，分批小量销售给多家采购商。' },
            { title: '包装与标签', body: '提供符合查验要求的中文背标、纸箱规格和托盘方案。' },
            { title: '认证', body: '了解中国采购商看重哪些证书，以及平台如何保持证书信息实时有效。' },
          ],
        },
      ),
      block(
        'path',
        {
          type: 'steps',
          heading: 'From first contact to regular orders',
          items: [
            {
              title: 'Market check',
              body: 'Your adviser compares your product and price with what Chinese buyers of the category pay today.',
            },
            { title: 'Registration', body: 'We guide you through GACC registration and the documents your product category needs.' },
            {
              title: 'First buyers',
              body: 'Trial sales or a matching session put your product in front of importers who buy the category.',
            },
            { title: 'Scale', body: 'Consignment stock and repeat orders turn first buyers into a steady export channel.' },
          ],
        },
        {
          type: 'steps',
          heading: '从初次接洽到稳定订单',
          items: [
            { title: '市场评估', body: '顾问将您的产品和报价与该品类中国采购商的现行价格进行比较。' },
            { title: '注册备案', body: '指导您完成海关总署注册，并备齐该品类所需的文件。' },
            { title: '首批客户', body: '通过试销或对接会，把产品送到经营该品类的进口商面前。' },
            { title: '扩大规模', body: '借助寄售备货和返单，把首批客户发展成稳定的出口渠道。' },
          ],
        },
      ),
      block(
        'faq',
        {
          type: 'faq',
          heading: 'Questions exporters ask',
          items: [
            {
              question: 'Do I need a Chinese company to sell through TradeBridge?',
              answer:
                'No. You sell as an exporter under your own licence; the buyer imports. For consignment, our bonded-warehouse partner acts as consignee.',
            },
            {
              question: 'How long does GACC registration take?',
              answer:
                'Usually two to four months, depending on the product category and whether your country’s authority recommends the registration.',
            },
            {
              question: 'Can I start before my registration is complete?',
              answer: 'You can list your brand and answer inquiries, but goods can only be shipped once the registration number is issued.',
            },
            {
              question: 'Who pays for freight?',
              answer:
                'That depends on the Incoterm you agree with the buyer. The Incoterms explainer on our tools page shows who pays and who bears the risk at each step.',
            },
          ],
        },
        {
          type: 'faq',
          heading: '出口商常见问题',
          items: [
            {
              question: '通过贸桥销售，需要在中国注册公司吗？',
              answer: '不需要。您以出口商身份凭自有资质销售，由采购商负责进口。寄售业务则由我们的保税仓合作伙伴担任收货人。',
            },
            { question: '海关总署注册需要多长时间？', answer: '通常需要两到四个月，具体取决于产品品类，以及是否由贵国主管部门推荐注册。' },
            { question: '注册完成前可以开始吗？', answer: '可以先入驻展示品牌、回复询盘，但必须取得注册号后才能发货。' },
            {
              question: '运费由谁承担？',
              answer: '取决于您与采购商约定的贸易术语。工具页上的贸易术语说明列出了每个环节由谁付费、由谁承担风险。',
            },
          ],
        },
      ),
      figures(),
      block(
        'talk',
        {
          type: 'cta',
          heading: 'Plan your first shipment',
          body: 'Send us your product list; an adviser proposes the route that fits your volume and season.',
          actions: [
            { label: 'Apply as a supplier', to: '/login/registerHome' },
            { label: 'Open the trade tools', to: '/tool' },
          ],
          contact: CONTACT_EN,
        },
        {
          type: 'cta',
          heading: '规划您的首批发货',
          body: '把产品清单发给我们，顾问会根据您的货量和产季推荐合适的方案。',
          actions: [
            { label: '申请入驻', to: '/login/registerHome' },
            { label: '打开外贸工具', to: '/tool' },
          ],
          contact: CONTACT_ZH,
        },
      ),
    ],
  },
  {
    slug: 'trial-sales',
    title: ['Trial sales', '试销服务'],
    lead: [
      'Before you ship a full container, find out how Chinese buyers judge your product. We place one to three pallets with selected importers and retailers, collect their feedback on taste, size, packing and price, and tell you what to change.',
      '整柜发货之前，先了解中国采购商如何评价您的产品。我们把一到三托盘货物交给精选的进口商和零售商试销，收集他们对口味、规格、包装和价格的反馈，并告诉您需要调整什么。',
    ],
    blocks: [
      block(
        'how',
        {
          type: 'steps',
          heading: 'How a trial runs',
          items: [
            {
              title: 'Choose the product',
              body: 'Pick one product and the sizes or grades to test; your adviser checks that it can enter China as it is.',
            },
            {
              title: 'Ship a small lot',
              body: 'Send one to three pallets by air or in a consolidated container to our partner warehouse.',
            },
            {
              title: 'Put it in front of buyers',
              body: 'Importers, wholesalers and retail chains of the category receive samples and taste or test them.',
            },
            {
              title: 'Read the results',
              body: 'Within six weeks you receive a report: buyer scores, price feedback, orders placed and recommended changes.',
            },
          ],
        },
        {
          type: 'steps',
          heading: '试销流程',
          items: [
            { title: '选定产品', body: '选择一款产品及要测试的规格或等级，顾问会确认产品能否按现状进入中国。' },
            { title: '小批量发货', body: '通过空运或拼箱，将一到三托盘货物发往合作仓库。' },
            { title: '对接采购商', body: '该品类的进口商、批发商和零售连锁收到样品后进行品尝或检测。' },
            { title: '获取结论', body: '六周内您将收到报告：采购商评分、价格反馈、已下订单和改进建议。' },
          ],
        },
      ),
      block(
        'included',
        {
          type: 'table',
          heading: 'What a trial includes',
          columns: ['Included'],
          rows: [
            { label: 'Buyers who receive samples', cells: ['At least 10, chosen for your category'] },
            { label: 'Feedback report', cells: ['Scores on taste, appearance, size, packing and price'] },
            { label: 'Label check', cells: ['Chinese back label reviewed before shipping'] },
            { label: 'Duration', cells: ['Six weeks from arrival in China'] },
          ],
        },
        {
          type: 'table',
          heading: '试销服务包含',
          columns: ['内容'],
          rows: [
            { label: '收到样品的采购商', cells: ['不少于 10 家，按品类精选'] },
            { label: '反馈报告', cells: ['口味、外观、规格、包装和价格评分'] },
            { label: '标签审核', cells: ['发货前审核中文背标'] },
            { label: '周期', cells: ['货到中国后六周'] },
          ],
        },
      ),
      block(
        'faq',
        {
          type: 'faq',
          heading: 'About trial sales',
          items: [
            {
              question: 'Who owns the goods during the trial?',
              answer: 'You do until a buyer orders. Unsold goods are sold at a clearance price or donated, as you choose.',
            },
            {
              question: 'Can fresh produce be trialled?',
              answer: 'Yes, if it travels by air and its shelf life leaves at least three weeks after arrival.',
            },
          ],
        },
        {
          type: 'faq',
          heading: '试销常见问题',
          items: [
            { question: '试销期间货权归谁？', answer: '在采购商下单前，货权归您所有。未售出的货物可按您的意愿折价处理或捐赠。' },
            { question: '生鲜产品可以试销吗？', answer: '可以，前提是采用空运，且货到后剩余保质期不少于三周。' },
          ],
        },
      ),
      block(
        'go',
        {
          type: 'cta',
          heading: 'Test your product in China',
          body: 'Trials start every month. Apply with the product you want to test.',
          actions: [
            { label: 'Apply as a supplier', to: '/login/registerHome' },
            { label: 'See success cases', to: '/cases' },
          ],
        },
        {
          type: 'cta',
          heading: '在中国试销您的产品',
          body: '试销每月开展，带上想测试的产品即可申请。',
          actions: [
            { label: '申请入驻', to: '/login/registerHome' },
            { label: '查看成功案例', to: '/cases' },
          ],
        },
      ),
    ],
  },
  {
    slug: 'consignment',
    title: ['Consignment sales', '寄售服务'],
    lead: [
      'Keep stock in a bonded warehouse in Shanghai or Shenzhen and sell it to many buyers in pallet lots. You are paid for what is sold, every two weeks; duties are paid only when goods leave the warehouse.',
      '将货物存放在上海或深圳的保税仓，按托盘分批销售给多家采购商。每两周按实际销量结算货款；货物出库时才缴纳关税。',
    ],
    blocks: [
      block(
        'compare',
        {
          type: 'table',
          heading: 'Consignment or a direct sale?',
          columns: ['Direct sale', 'Consignment'],
          rows: [
            { label: 'Lot size', cells: ['Usually a full container', 'From one pallet'] },
            { label: 'Buyers per shipment', cells: ['One', 'Many'] },
            { label: 'When you are paid', cells: ['As agreed with the buyer', 'Every two weeks, for what was sold'] },
            { label: 'Import duties', cells: ['Paid by the buyer on arrival', 'Paid when goods leave the bonded warehouse'] },
            { label: 'Best for', cells: ['Products with an established buyer', 'New products and many small buyers'] },
          ],
          highlight: 1,
        },
        {
          type: 'table',
          heading: '寄售还是直销？',
          columns: ['直销', '寄售'],
          rows: [
            { label: '批量', cells: ['通常为整柜', '一托盘起'] },
            { label: '每批货的采购商', cells: ['一家', '多家'] },
            { label: '回款时间', cells: ['按与采购商的约定', '每两周按实际销量结算'] },
            { label: '进口关税', cells: ['到港时由采购商缴纳', '出保税仓时缴纳'] },
            { label: '适合', cells: ['已有稳定客户的产品', '新品和分散的中小采购商'] },
          ],
          highlight: 1,
        },
      ),
      block(
        'steps',
        {
          type: 'steps',
          heading: 'How consignment works',
          items: [
            { title: 'Agree a stock plan', body: 'We agree the products, quantities and a minimum price per unit with you.' },
            { title: 'Ship to the bonded warehouse', body: 'Our partner is the consignee and clears the goods into bonded storage.' },
            { title: 'Sell in lots', body: 'Buyers order through the platform; each lot is cleared and delivered from the warehouse.' },
            { title: 'Settle', body: 'Every two weeks you receive a statement of lots sold, duties paid and the amount transferred.' },
          ],
        },
        {
          type: 'steps',
          heading: '寄售流程',
          items: [
            { title: '确定备货计划', body: '与您商定产品、数量和每单位最低售价。' },
            { title: '发往保税仓', body: '由合作伙伴担任收货人，办理入库保税手续。' },
            { title: '分批销售', body: '采购商通过平台下单，每批货物从保税仓清关后配送。' },
            { title: '定期结算', body: '每两周向您提供对账单，列明已售批次、已缴关税和转账金额。' },
          ],
        },
      ),
      block(
        'go',
        {
          type: 'cta',
          heading: 'Ask for a consignment plan',
          body: 'Tell us your product and expected monthly volume; we reply with a warehouse plan and the costs.',
          actions: [{ label: 'Apply as a supplier', to: '/login/registerHome' }],
          contact: CONTACT_EN,
        },
        {
          type: 'cta',
          heading: '索取寄售方案',
          body: '告诉我们产品和预计月销量，我们会回复仓储方案及费用明细。',
          actions: [{ label: '申请入驻', to: '/login/registerHome' }],
          contact: CONTACT_ZH,
        },
      ),
    ],
  },
  {
    slug: 'packing',
    title: ['Packing and labelling for China', '对华出口包装与标签'],
    lead: [
      'Most rejected food shipments fail on paperwork and labels, not on quality. This page lists what Chinese customs and buyers check on a carton and a label, and how we help you get it right before the goods leave.',
      '被退运的食品大多不是因为质量，而是单证和标签出了问题。本页列出中国海关和采购商会检查的纸箱及标签要点，以及我们如何帮您在发货前把好关。',
    ],
    blocks: [
      block(
        'checks',
        {
          type: 'cards',
          heading: 'What is checked',
          items: [
            {
              title: 'Chinese back label',
              body: 'Product name, ingredients, net content, origin, importer or agent in China, production date and shelf life, storage conditions — in Chinese, under GB 7718.',
            },
            {
              title: 'Registration number',
              body: 'The GACC registration number of the producing plant printed on inner and outer packing.',
            },
            {
              title: 'Cartons and pallets',
              body: 'Strong enough to stack for the journey, ventilated for fresh fruit, with ISPM 15 marked wooden pallets.',
            },
            {
              title: 'Cold chain',
              body: 'Temperature set points and data loggers for chilled and frozen goods, with the record available at inspection.',
            },
          ],
        },
        {
          type: 'cards',
          heading: '查验要点',
          items: [
            { title: '中文背标', body: '须按 GB 7718 标注品名、配料、净含量、原产国、境内进口商或代理商、生产日期和保质期、贮存条件。' },
            { title: '注册编号', body: '生产企业的海关总署注册号须印在内、外包装上。' },
            { title: '纸箱与托盘', body: '纸箱须能承受全程堆码，鲜果箱需留通风孔；木托盘须有 ISPM 15 标识。' },
            { title: '冷链', body: '冷藏和冷冻货物须设定温度并配备温度记录仪，查验时可提供完整记录。' },
          ],
        },
      ),
      block(
        'steps',
        {
          type: 'steps',
          heading: 'How we help',
          items: [
            { title: 'Label draft', body: 'Send your current label; we return a Chinese back label draft within five working days.' },
            {
              title: 'Load plan',
              body: 'Use the container calculator on our tools page to see how many cartons or bags fit a 20 ft or 40 ft container.',
            },
            { title: 'Pre-shipment check', body: 'A partner inspector checks labels, cartons and temperature records at loading.' },
          ],
        },
        {
          type: 'steps',
          heading: '我们如何协助',
          items: [
            { title: '标签草稿', body: '把现有标签发给我们，五个工作日内返回中文背标草稿。' },
            { title: '装柜方案', body: '使用工具页的装柜计算器，算出 20 尺或 40 尺货柜能装多少箱或多少袋。' },
            { title: '装运前检验', body: '合作检验机构在装柜时核查标签、纸箱和温度记录。' },
          ],
        },
      ),
      block(
        'go',
        {
          type: 'cta',
          heading: 'Get your label checked',
          body: 'Members receive one label review per product free of charge.',
          actions: [
            { label: 'Open the container calculator', to: '/tool' },
            { label: 'See membership plans', to: '/pricing' },
          ],
        },
        {
          type: 'cta',
          heading: '审核您的标签',
          body: '会员每款产品可免费审核一次标签。',
          actions: [
            { label: '打开装柜计算器', to: '/tool' },
            { label: '查看会员方案', to: '/pricing' },
          ],
        },
      ),
    ],
  },
  {
    slug: 'certification',
    title: ['Certificates on TradeBridge', '平台认证说明'],
    lead: [
      'Chinese buyers filter by certificate before they look at price. Here is every certificate the catalogue records, who issues it, what it covers and how we handle its expiry — and, live, how many products hold a valid one today.',
      '中国采购商往往先看证书，再看价格。本页介绍平台收录的每一种证书：由谁颁发、涵盖什么、到期如何处理，并实时显示今天持有有效证书的产品数量。',
    ],
    blocks: [
      block(
        'types',
        {
          type: 'certificates',
          heading: 'The certificates we record',
          items: [
            {
              code: 'halal',
              name: 'Halal',
              issuer: 'Recognised halal bodies such as JAKIM (Malaysia), MUI (Indonesia) and ESMA (UAE)',
              scope:
                'Ingredients, slaughter and processing meet Islamic dietary law; required by Muslim buyers in Ningxia, Gansu and Xinjiang.',
              expiry: 'Usually valid for one to two years; hidden from the product on the day after it expires.',
            },
            {
              code: 'organic',
              name: 'Organic',
              issuer: 'USDA NOP, EU Organic or China Organic (CNCA)',
              scope:
                'Grown without synthetic pesticides or fertilisers. Only China Organic certification allows the word “organic” on a Chinese label.',
              expiry: 'Renewed every year after an inspection; we ask for the new certificate a month before expiry.',
            },
            {
              code: 'gap',
              name: 'GLOBALG.A.P.',
              issuer: 'GLOBALG.A.P. certification bodies',
              scope: 'Good agricultural practice on the farm: food safety, traceability, worker welfare.',
              expiry: 'One year; a lapsed certificate is removed on its expiry date.',
            },
            {
              code: 'haccp',
              name: 'HACCP',
              issuer: 'Accredited bodies such as SGS and Intertek',
              scope: 'Hazard analysis and critical control points in processing and packing.',
              expiry: 'Typically three years with yearly surveillance audits.',
            },
            {
              code: 'iso22000',
              name: 'ISO 22000',
              issuer: 'Accredited bodies such as Bureau Veritas and TÜV SÜD',
              scope: 'A full food-safety management system across the plant.',
              expiry: 'Three years with yearly surveillance audits.',
            },
            {
              code: 'fairtrade',
              name: 'Fairtrade',
              issuer: 'Fairtrade International (FLOCERT)',
              scope: 'Minimum prices and a premium paid to producer organisations.',
              expiry: 'Three-year cycle with audits; shown while the certificate is valid.',
            },
            {
              code: 'kosher',
              name: 'Kosher',
              issuer: 'Kosher agencies such as OU Kosher',
              scope: 'Ingredients and processing meet Jewish dietary law.',
              expiry: 'Usually one year; hidden from the day after it expires.',
            },
          ],
        },
        {
          type: 'certificates',
          heading: '平台收录的证书',
          items: [
            {
              code: 'halal',
              name: '清真认证',
              issuer: '马来西亚伊斯兰发展局（JAKIM）、印度尼西亚乌拉玛理事会（MUI）、阿联酋标准化与计量局（ESMA）等公认机构',
              scope: '原料、屠宰和加工均符合伊斯兰饮食规范，宁夏、甘肃、新疆等地的穆斯林采购商普遍要求。',
              expiry: '有效期通常为一至两年，到期次日即从产品页隐藏。',
            },
            {
              code: 'organic',
              name: '有机认证',
              issuer: '美国农业部有机认证（USDA NOP）、欧盟有机认证或中国有机产品认证（CNCA）',
              scope: '种植过程不使用化学合成农药和化肥。只有中国有机认证允许在中文标签上标注“有机”。',
              expiry: '每年复查换证，我们会在到期前一个月提醒品牌上传新证书。',
            },
            {
              code: 'gap',
              name: '全球良好农业规范（GLOBALG.A.P.）',
              issuer: 'GLOBALG.A.P. 授权认证机构',
              scope: '涵盖农场环节的食品安全、可追溯性和劳工权益。',
              expiry: '有效期一年，过期当日即下架。',
            },
            {
              code: 'haccp',
              name: 'HACCP 认证',
              issuer: 'SGS、天祥（Intertek）等认可机构',
              scope: '对加工和包装环节进行危害分析并设立关键控制点。',
              expiry: '一般三年有效，每年接受监督审核。',
            },
            {
              code: 'iso22000',
              name: 'ISO 22000 食品安全管理体系',
              issuer: '必维（Bureau Veritas）、南德（TÜV SÜD）等认可机构',
              scope: '覆盖整个工厂的食品安全管理体系。',
              expiry: '三年有效，每年接受监督审核。',
            },
            {
              code: 'fairtrade',
              name: '公平贸易认证',
              issuer: '国际公平贸易组织（FLOCERT 审核）',
              scope: '保障最低收购价，并向生产者组织支付溢价。',
              expiry: '三年一个认证周期，期间接受审核；有效期内展示。',
            },
            {
              code: 'kosher',
              name: '犹太洁食认证',
              issuer: '正统犹太联盟（OU Kosher）等洁食机构',
              scope: '原料和加工符合犹太饮食规范。',
              expiry: '有效期通常为一年，到期次日起隐藏。',
            },
          ],
        },
      ),
      block(
        'live',
        {
          type: 'certified_by_country',
          heading: 'Products with a certificate valid today, by country of origin',
          note: 'Counted from the catalogue on every visit: a product appears here only while at least one of its certificates is valid on the day.',
        },
        {
          type: 'certified_by_country',
          heading: '今日持有效证书的产品（按原产国）',
          note: '每次访问时按产品库实时统计：只有至少一张证书当天有效的产品才会计入。',
        },
      ),
      block(
        'check',
        {
          type: 'steps',
          heading: 'How we check a certificate',
          items: [
            { title: 'Upload', body: 'The brand uploads the certificate with its issuer, number and validity dates.' },
            { title: 'Verify', body: 'Our specialists check the number with the issuer’s public register where one exists.' },
            {
              title: 'Show while valid',
              body: 'The certificate appears on the product from its start date and disappears the day after it expires.',
            },
            { title: 'Remind', body: 'The brand is reminded a month before expiry to upload the renewal.' },
          ],
        },
        {
          type: 'steps',
          heading: '证书审核流程',
          items: [
            { title: '上传', body: '品牌上传证书，并填写发证机构、证书编号和有效期。' },
            { title: '核验', body: '如发证机构有公开查询系统，专员会逐一核对证书编号。' },
            { title: '有效期内展示', body: '证书自生效日起在产品页显示，到期次日自动隐藏。' },
            { title: '到期提醒', body: '到期前一个月提醒品牌上传续期证书。' },
          ],
        },
      ),
      block(
        'go',
        {
          type: 'cta',
          heading: 'Find certified suppliers',
          body: 'Filter the catalogue by certificate, or see the halal programme with its certified products by country.',
          actions: [
            { label: 'Browse certified products', to: '/product' },
            { label: 'Halal programme', to: '/halal' },
          ],
        },
        {
          type: 'cta',
          heading: '寻找认证供应商',
          body: '在产品库中按证书筛选，或查看清真专区中按国家列出的认证产品。',
          actions: [
            { label: '浏览认证产品', to: '/product' },
            { label: '清真专区', to: '/halal' },
          ],
        },
      ),
    ],
  },
  {
    slug: 'grower',
    title: ['For growers', '种植者专区'],
    lead: [
      'You know your orchard, your boat or your plantation; we know the Chinese buyers of your crop. Growers and cooperatives list their brand in their country’s pavilion, meet importers before the harvest and sell the season ahead.',
      '您熟悉自己的果园、渔船或种植园，我们熟悉您这类产品的中国采购商。种植者和合作社可以在本国国家馆展示品牌，在采收前结识进口商，提前锁定一季的销路。',
    ],
    blocks: [
      block(
        'why',
        {
          type: 'cards',
          heading: 'What growers gain',
          items: [
            {
              title: 'Buyers before the harvest',
              body: 'Matching sessions are timed to each crop’s season, so contracts are signed before you pick.',
            },
            {
              title: 'A fair view of prices',
              body: 'Price ranges of comparable products are public on the platform; you negotiate knowing the market.',
            },
            {
              title: 'Support in your language',
              body: 'Your country’s trade adviser helps with the listing, the Chinese text and the export papers.',
            },
          ],
        },
        {
          type: 'cards',
          heading: '种植者的收获',
          items: [
            { title: '采收前锁定买家', body: '对接会按各品类产季安排，让您在采摘前就签下合同。' },
            { title: '价格心中有数', body: '同类产品的价格区间在平台上公开，议价时对行情一目了然。' },
            { title: '母语服务', body: '本国贸易顾问协助您完善展示信息、中文文案和出口单证。' },
          ],
        },
      ),
      block(
        'join',
        {
          type: 'steps',
          heading: 'Joining as a grower',
          items: [
            { title: 'Register', body: 'Create a supplier account with your farm or cooperative’s details.' },
            { title: 'Show your papers', body: 'Upload your export licence or your exporter’s, GACC registration and any certificates.' },
            { title: 'Describe your crop', body: 'Varieties, grades, season, packing and yearly volume.' },
            { title: 'Meet buyers', body: 'Reply to inquiries and take a table at the next matching session for your crop.' },
          ],
        },
        {
          type: 'steps',
          heading: '入驻步骤',
          items: [
            { title: '注册', body: '用农场或合作社的信息创建供应商账号。' },
            { title: '提交资质', body: '上传您本人或合作出口商的出口资质、海关总署注册信息和相关证书。' },
            { title: '介绍产品', body: '填写品种、等级、产季、包装方式和年产量。' },
            { title: '对接买家', body: '回复询盘，并在该品类的下一场对接会上设桌洽谈。' },
          ],
        },
      ),
      figures(),
      block(
        'go',
        {
          type: 'cta',
          heading: 'List your farm',
          body: 'Registration is free; a basic listing costs nothing.',
          actions: [
            { label: 'Register as a supplier', to: '/login/registerHome' },
            { label: 'See membership plans', to: '/pricing' },
          ],
        },
        {
          type: 'cta',
          heading: '让您的农场上线',
          body: '注册免费，基础展示不收取任何费用。',
          actions: [
            { label: '供应商注册', to: '/login/registerHome' },
            { label: '查看会员方案', to: '/pricing' },
          ],
        },
      ),
    ],
  },
  {
    slug: 'partnership',
    title: ['Partner with TradeBridge', '成为贸桥合作伙伴'],
    lead: [
      'Exports to China need freight forwarders, inspectors, customs brokers, bonded warehouses and trade finance. Service companies that meet our standards are recommended to the brands and buyers who need them.',
      '对华出口离不开货代、检验、报关、保税仓储和贸易金融。达到我们标准的服务企业，会被推荐给有需要的品牌和采购商。',
    ],
    blocks: [
      block(
        'kinds',
        {
          type: 'cards',
          heading: 'Partners we work with',
          items: [
            { title: 'Logistics', body: 'Sea and air freight, reefer containers and cold-chain delivery inside China.' },
            { title: 'Inspection and testing', body: 'Pre-shipment inspection, residue testing and label checks.' },
            { title: 'Customs and warehousing', body: 'Customs brokerage, bonded warehouses and consignment handling.' },
            { title: 'Trade finance', body: 'Letters of credit, export credit insurance and invoice financing.' },
          ],
        },
        {
          type: 'cards',
          heading: '合作伙伴类型',
          items: [
            { title: '物流', body: '海运、空运、冷藏集装箱及国内冷链配送。' },
            { title: '检验检测', body: '装运前检验、农残检测和标签审核。' },
            { title: '报关与仓储', body: '报关代理、保税仓储和寄售货物管理。' },
            { title: '贸易金融', body: '信用证、出口信用保险和应收账款融资。' },
          ],
        },
      ),
      block(
        'how',
        {
          type: 'steps',
          heading: 'How a partnership starts',
          items: [
            { title: 'Introduce your company', body: 'Send us your services, licences, coverage and two references from food exporters.' },
            { title: 'Review', body: 'We check your licences and speak with your references within two weeks.' },
            { title: 'Agree service terms', body: 'Published prices or a price formula, response times and how complaints are handled.' },
            { title: 'Go live', body: 'Your services appear on the solution pages and advisers recommend you to brands.' },
          ],
        },
        {
          type: 'steps',
          heading: '合作流程',
          items: [
            { title: '提交介绍', body: '提供服务内容、资质、覆盖范围，以及两家食品出口企业的推荐。' },
            { title: '审核', body: '我们会在两周内核查资质并联系推荐企业。' },
            { title: '商定服务条款', body: '约定公开报价或计价方式、响应时限和投诉处理流程。' },
            { title: '正式上线', body: '您的服务将出现在解决方案页面，顾问也会向品牌推荐您。' },
          ],
        },
      ),
      block(
        'go',
        {
          type: 'cta',
          heading: 'Become a partner',
          body: 'Write to our partnerships team with a short introduction of your company.',
          actions: [{ label: 'See our export solution', to: '/solution' }],
          contact: CONTACT_EN,
        },
        {
          type: 'cta',
          heading: '成为合作伙伴',
          body: '请将公司简介发送给我们的合作团队。',
          actions: [{ label: '了解出口解决方案', to: '/solution' }],
          contact: CONTACT_ZH,
        },
      ),
    ],
  },
  {
    slug: 'b2b',
    title: ['B2B trade on TradeBridge', 'B2B 采购'],
    lead: [
      'Three ways to buy from verified producers abroad, for three sizes of need: an inquiry for a few products, a bulk request for a large tender, and a matching meeting when you want to meet the people behind the brand.',
      '面向不同规模的采购需求，平台提供三种方式向海外认证生产商采购：少量产品发询盘，大宗采购发需求，想与品牌方当面交流就参加对接会。',
    ],
    blocks: [
      block(
        'ways',
        {
          type: 'table',
          heading: 'Choose how to buy',
          columns: ['Inquiry', 'Bulk request', 'Matching meeting'],
          rows: [
            {
              label: 'Best for',
              cells: ['Prices and terms for specific products', 'Large volumes and tenders', 'New suppliers and long-term supply'],
            },
            {
              label: 'How',
              cells: [
                'Add products to the inquiry cart and send',
                'Describe product, quantity, target price and deadline',
                'Rank the brands you want to meet',
              ],
            },
            {
              label: 'Who answers',
              cells: ['Each brand in your cart', 'Every brand of the category that can supply', 'The brands, in person at the event'],
            },
            {
              label: 'Typical reply',
              cells: ['Within two working days', 'Quotes within a week', 'A meeting schedule two days before the event'],
            },
          ],
        },
        {
          type: 'table',
          heading: '选择采购方式',
          columns: ['询盘', '大宗采购', '对接洽谈'],
          rows: [
            { label: '适合', cells: ['了解具体产品的价格和条款', '大批量采购和招标', '开发新供应商、建立长期供货'] },
            { label: '操作', cells: ['将产品加入询盘车后提交', '填写产品、数量、目标价和截止日期', '为想见的品牌排序'] },
            { label: '回复方', cells: ['询盘车中的每个品牌', '该品类所有具备供货能力的品牌', '品牌方，在活动现场面谈'] },
            { label: '通常回复时间', cells: ['两个工作日内', '一周内收到报价', '活动前两天收到洽谈日程'] },
          ],
        },
      ),
      block(
        'trust',
        {
          type: 'prose',
          heading: 'Why buy here',
          paragraphs: [
            'Every brand is verified before it appears, and certificates are shown only while they are valid. Price ranges are stated up front as FOB ranges, so you know the order of magnitude before the first e-mail.',
          ],
        },
        {
          type: 'prose',
          heading: '为什么选择贸桥',
          paragraphs: ['每个品牌上线前都经过审核，证书只在有效期内展示。价格以 FOB 区间事先公开，发出第一封邮件前，您就对价位心中有数。'],
        },
      ),
      figures(),
      block(
        'go',
        {
          type: 'cta',
          heading: 'Start buying',
          body: 'Buyers use TradeBridge free of charge.',
          actions: [
            { label: 'Send an inquiry', to: '/product' },
            { label: 'Post a bulk request', to: '/large/procurement' },
            { label: 'Register as a buyer', to: '/buyer' },
          ],
        },
        {
          type: 'cta',
          heading: '开始采购',
          body: '采购商免费使用贸桥。',
          actions: [
            { label: '发送询盘', to: '/product' },
            { label: '发布大宗采购', to: '/large/procurement' },
            { label: '采购商注册', to: '/buyer' },
          ],
        },
      ),
    ],
  },
  {
    slug: 'pricing',
    title: ['Membership plans for suppliers', '供应商会员方案'],
    lead: [
      'Buyers use TradeBridge free. Suppliers choose a yearly plan by how actively they want to sell in China; every plan includes verification and a listing in your country’s pavilion. We take no commission on your deals.',
      '采购商免费使用贸桥。供应商可根据在华销售的投入程度选择年度方案，所有方案均包含资质审核和国家馆展示。我们不对成交抽取任何佣金。',
    ],
    blocks: [
      block(
        'plans',
        {
          type: 'table',
          heading: 'Compare the plans',
          caption: 'Yearly fees in US dollars, excluding tax.',
          columns: ['Basic', 'Growth', 'Pavilion partner'],
          rows: [
            { label: 'Yearly fee', cells: ['Free', 'USD 1,980', 'USD 5,800'] },
            { label: 'Products listed', cells: ['Up to 5', 'Up to 50', 'Unlimited'] },
            { label: 'Inquiries', cells: ['Receive and reply', 'Receive and reply', 'Receive and reply, with a priority badge'] },
            { label: 'Chinese copywriting', cells: ['—', 'Brand page and 10 products', 'All products'] },
            { label: 'Label review', cells: ['—', 'One product', 'Every product'] },
            { label: 'Matching sessions', cells: ['—', 'Two per year', 'Every session of your category'] },
            { label: 'Trade adviser', cells: ['E-mail', 'Named adviser', 'Named adviser and a quarterly market report'] },
          ],
          highlight: 1,
        },
        {
          type: 'table',
          heading: '方案对比',
          caption: '年费以美元计，不含税。',
          columns: ['基础版', '成长版', '国家馆合作版'],
          rows: [
            { label: '年费', cells: ['免费', '1,980 美元', '5,800 美元'] },
            { label: '展示产品数', cells: ['最多 5 款', '最多 50 款', '不限'] },
            { label: '询盘', cells: ['接收并回复', '接收并回复', '接收并回复，附优先标识'] },
            { label: '中文文案撰写', cells: ['—', '品牌页及 10 款产品', '全部产品'] },
            { label: '标签审核', cells: ['—', '1 款产品', '全部产品'] },
            { label: '对接会', cells: ['—', '每年 2 场', '本品类每一场'] },
            { label: '贸易顾问', cells: ['邮件支持', '专属顾问', '专属顾问及季度市场报告'] },
          ],
          highlight: 1,
        },
      ),
      block(
        'faq',
        {
          type: 'faq',
          heading: 'Questions about plans',
          items: [
            {
              question: 'Can I change plans during the year?',
              answer: 'You can upgrade at any time and pay the difference for the remaining months. A downgrade takes effect at renewal.',
            },
            {
              question: 'Do buyers pay anything?',
              answer: 'No. Buyers search, send inquiries and attend matching sessions free of charge.',
            },
            {
              question: 'Do you take a commission on deals?',
              answer: 'No. The yearly fee is the only thing TradeBridge charges a supplier.',
            },
          ],
        },
        {
          type: 'faq',
          heading: '方案常见问题',
          items: [
            { question: '年中可以更换方案吗？', answer: '可以随时升级，只需补足剩余月份的差价；降级在续费时生效。' },
            { question: '采购商需要付费吗？', answer: '不需要。采购商搜索、询盘和参加对接会均免费。' },
            { question: '你们会对成交抽佣吗？', answer: '不会。年费是贸桥向供应商收取的唯一费用。' },
          ],
        },
      ),
      block(
        'go',
        {
          type: 'cta',
          heading: 'Choose your plan',
          body: 'Start with the free plan and upgrade when your first buyers arrive.',
          actions: [
            { label: 'Register as a supplier', to: '/login/registerHome' },
            { label: 'See success cases', to: '/cases' },
          ],
          contact: CONTACT_EN,
        },
        {
          type: 'cta',
          heading: '选择您的方案',
          body: '先从免费方案开始，等迎来首批客户再升级。',
          actions: [
            { label: '供应商注册', to: '/login/registerHome' },
            { label: '查看成功案例', to: '/cases' },
          ],
          contact: CONTACT_ZH,
        },
      ),
    ],
  },
]

/**
 * Writes the pages: each block as a draft row per language (the Chinese translated from the
 * English at revision 1), and version 1 of each language, published.
 */
export async function seedContent(db: Db, now: Date): Promise<{ content_pages: number; content_blocks: number }> {
  let blockCount = 0
  // Pages an existing database already has are left as its editors made them: a database seeded
  // before a page existed gets that page's first text at the next start (app-api.server.ts).
  const existing = new Set((await db.select({ slug: contentPages.slug }).from(contentPages)).map((row) => row.slug))
  const missing = seedPages.filter((page) => !existing.has(page.slug))
  for (const page of missing) {
    await db.insert(contentPages).values({ slug: page.slug, updatedAt: now })
    const rows = [
      {
        pageSlug: page.slug,
        lang: 'en',
        key: HEAD_KEY,
        sort: -1,
        type: 'head',
        data: { title: page.title[0], lead: page.lead[0] },
        updatedAt: now,
      },
      {
        pageSlug: page.slug,
        lang: 'zh',
        key: HEAD_KEY,
        sort: -1,
        type: 'head',
        data: { title: page.title[1], lead: page.lead[1] },
        sourceRevision: 1,
        updatedAt: now,
      },
      ...page.blocks.flatMap((b, sort) => [
        { pageSlug: page.slug, lang: 'en', key: b.key, sort, type: b.en.type, data: dataOf(b.en), updatedAt: now },
        { pageSlug: page.slug, lang: 'zh', key: b.key, sort, type: b.zh.type, data: dataOf(b.zh), sourceRevision: 1, updatedAt: now },
      ]),
    ]
    blockCount += rows.length
    await db.insert(contentBlocks).values(rows)
    const [en, zh] = await db
      .insert(contentVersions)
      .values(
        (['en', 'zh'] as const).map((lang, i) => ({
          pageSlug: page.slug,
          lang,
          title: page.title[i]!,
          lead: page.lead[i]!,
          blocks: page.blocks.map((b) => ({ key: b.key, type: b[lang].type, data: dataOf(b[lang]) })),
          publishedAt: now,
        })),
      )
      .returning({ id: contentVersions.id })
    await db.update(contentPages).set({ versionEn: en!.id, versionZh: zh!.id }).where(eq(contentPages.slug, page.slug))
  }
  await seedMissingHeads(db, now)
  return { content_pages: missing.length, content_blocks: blockCount }
}

/**
 * Pages seeded before the editor (ADR 096) have no title-and-lead draft: it is taken from the
 * version each language shows, the Chinese as a current translation of the English.
 */
async function seedMissingHeads(db: Db, now: Date): Promise<void> {
  const withHead = new Set(
    (await db.select({ slug: contentBlocks.pageSlug }).from(contentBlocks).where(eq(contentBlocks.key, HEAD_KEY))).map((r) => r.slug),
  )
  const pages = (await db.select().from(contentPages)).filter((p) => !withHead.has(p.slug))
  if (pages.length === 0) return
  const ids = pages.flatMap((p) => [p.versionEn, p.versionZh]).filter((id): id is number => id !== null)
  const versions = ids.length ? await db.select().from(contentVersions).where(inArray(contentVersions.id, ids)) : []
  const rows = pages.flatMap((p) =>
    (['en', 'zh'] as const).flatMap((lang) => {
      const version = versions.find((v) => v.id === (lang === 'en' ? p.versionEn : p.versionZh))
      if (!version) return []
      const data = { title: version.title, lead: version.lead }
      return [
        { pageSlug: p.slug, lang, key: HEAD_KEY, sort: -1, type: 'head', data, sourceRevision: lang === 'zh' ? 1 : null, updatedAt: now },
      ]
    }),
  )
  if (rows.length) await db.insert(contentBlocks).values(rows).onConflictDoNothing()
}

/** A block's stored data: everything but its type (a column of its own). */
function dataOf(body: BlockBody): Record<string, unknown> {
  const { type: _type, ...data } = body
  return data
}
