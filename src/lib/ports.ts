import { getLocale } from '@/paraglide/runtime'

/**
 * The seaports the platform's trade goes through, in both languages. A port is free text in a
 * quote or an inquiry (whatever the writer typed); one of these names, typed in either language,
 * reads in the page's language, so a Chinese page says 上海港, not "Shanghai". Others read as typed.
 */
const PORTS: ReadonlyArray<{ en: string; zh: string }> = [
  { en: 'Shanghai', zh: '上海港' },
  { en: 'Shenzhen (Yantian)', zh: '深圳盐田港' },
  { en: 'Shenzhen', zh: '深圳港' },
  { en: 'Qingdao', zh: '青岛港' },
  { en: 'Tianjin', zh: '天津港' },
  { en: 'Ningbo', zh: '宁波港' },
  { en: 'Guangzhou (Nansha)', zh: '广州南沙港' },
  { en: 'Guangzhou', zh: '广州港' },
  { en: 'Xiamen', zh: '厦门港' },
  { en: 'Dalian', zh: '大连港' },
  { en: 'Hong Kong', zh: '香港' },
  { en: 'Guayaquil', zh: '瓜亚基尔港' },
  { en: 'Port Klang', zh: '巴生港' },
  { en: 'Mersin', zh: '梅尔辛港' },
  { en: 'San Antonio', zh: '圣安东尼奥港' },
  { en: 'Laem Chabang', zh: '林查班港' },
  { en: 'Ho Chi Minh City', zh: '胡志明市港' },
  { en: 'Callao', zh: '卡亚俄港' },
  { en: 'Tanjung Priok', zh: '丹戎不碌港' },
  { en: 'Manila', zh: '马尼拉港' },
  { en: 'Durban', zh: '德班港' },
  { en: 'Santos', zh: '桑托斯港' },
  { en: 'Valencia', zh: '瓦伦西亚港' },
  { en: 'Genoa', zh: '热那亚港' },
  { en: 'Tauranga', zh: '陶朗加港' },
  { en: 'Melbourne', zh: '墨尔本港' },
]

const key = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ')
const BY_NAME = new Map(PORTS.flatMap((port) => [[key(port.en), port] as const, [key(port.zh), port] as const]))

/** `port` in the page's language (or `locale`'s) when it is a known port, else as typed. */
export function portName(port: string, locale: string = getLocale()): string {
  const known = BY_NAME.get(key(port))
  if (!known) return port
  return locale === 'zh-CN' ? known.zh : known.en
}
