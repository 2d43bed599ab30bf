import type * as React from 'react'
import { cn } from '@/lib/utils'

/*
 * Simplified flags of the platform's countries, drawn inline (30 × 20): emoji flags do not
 * render on Windows or on systems without an emoji font. An unknown code shows its letters.
 */
const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5
    const rr = i % 2 === 0 ? r : r * 0.4
    return `${(cx + rr * Math.cos(a)).toFixed(2)},${(cy + rr * Math.sin(a)).toFixed(2)}`
  }).join(' ')
  return <polygon key={`${cx}-${cy}`} points={points} fill={fill} />
}
const hBands = (colors: Array<string>, weights = colors.map(() => 1)) => {
  const total = weights.reduce((a, b) => a + b, 0)
  let y = 0
  return colors.map((c, i) => {
    const h = (20 * weights[i]!) / total
    const rect = <rect key={`h${i}`} x="0" y={y} width="30" height={h + 0.05} fill={c} />
    y += h
    return rect
  })
}
const vBands = (colors: Array<string>) =>
  colors.map((c, i) => <rect key={`v${i}`} x={(30 / colors.length) * i} y="0" width={30 / colors.length + 0.05} height="20" fill={c} />)

const FLAGS: Record<string, React.ReactNode> = {
  EC: hBands(['#ffdd00', '#034ea2', '#ed1c24'], [2, 1, 1]),
  MY: [
    ...hBands(Array.from({ length: 14 }, (_, i) => (i % 2 === 0 ? '#cc0001' : '#fff'))),
    <rect key="c" width="15" height="11.4" fill="#010066" />,
    <circle key="m" cx="6" cy="5.7" r="3.6" fill="#fc0" />,
    <circle key="m2" cx="7" cy="5.7" r="3" fill="#010066" />,
    star(11, 5.7, 2.4, '#fc0'),
  ],
  TR: [<rect key="b" width="30" height="20" fill="#e30a17" />, <circle key="c" cx="11" cy="10" r="5" fill="#fff" />, <circle key="c2" cx="12.3" cy="10" r="4" fill="#e30a17" />, star(18, 10, 2.6, '#fff')],
  CL: [...hBands(['#fff', '#d52b1e']), <rect key="c" width="10" height="10" fill="#0039a6" />, star(5, 5, 2.6, '#fff')],
  TH: hBands(['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], [1, 1, 2, 1, 1]),
  VN: [<rect key="b" width="30" height="20" fill="#da251d" />, star(15, 10, 6, '#ff0')],
  PE: vBands(['#d91023', '#fff', '#d91023']),
  ID: hBands(['#ce1126', '#fff']),
  PH: [...hBands(['#0038a8', '#ce1126']), <polygon key="t" points="0,0 17,10 0,20" fill="#fff" />, <circle key="s" cx="6" cy="10" r="2.2" fill="#fcd116" />],
  ZA: [
    ...hBands(['#e03c31', '#fff', '#001489'], [1, 0.2, 1]),
    <polygon key="w" points="0,0 4,0 16,8.5 30,8.5 30,11.5 16,11.5 4,20 0,20" fill="#fff" />,
    <polygon key="g" points="0,1.5 2.5,0 15,9 30,9 30,11 15,11 2.5,20 0,18.5" fill="#007749" />,
    <polygon key="y" points="0,3.5 9,10 0,16.5" fill="#ffb81c" />,
    <polygon key="k" points="0,5 7,10 0,15" fill="#000" />,
  ],
  BR: [<rect key="b" width="30" height="20" fill="#009c3b" />, <polygon key="d" points="15,2.5 27.5,10 15,17.5 2.5,10" fill="#ffdf00" />, <circle key="c" cx="15" cy="10" r="4.3" fill="#002776" />],
  ES: hBands(['#aa151b', '#f1bf00', '#aa151b'], [1, 2, 1]),
  IT: vBands(['#009246', '#fff', '#ce2b37']),
  NZ: [<rect key="b" width="30" height="20" fill="#012169" />, <rect key="u" width="15" height="10" fill="#012169" />, <path key="x" d="M0 0 15 10M15 0 0 10" stroke="#fff" strokeWidth="2" />, <path key="p" d="M7.5 0v10M0 5h15" stroke="#fff" strokeWidth="3" />, <path key="r" d="M7.5 0v10M0 5h15" stroke="#c8102e" strokeWidth="1.6" />, star(22, 5, 1.4, '#c8102e'), star(25, 9, 1.4, '#c8102e'), star(22, 15, 1.4, '#c8102e'), star(19, 9.5, 1.3, '#c8102e')],
  AU: [<rect key="b" width="30" height="20" fill="#012169" />, <path key="x" d="M0 0 15 10M15 0 0 10" stroke="#fff" strokeWidth="2" />, <path key="p" d="M7.5 0v10M0 5h15" stroke="#fff" strokeWidth="3" />, <path key="r" d="M7.5 0v10M0 5h15" stroke="#e4002b" strokeWidth="1.6" />, star(7.5, 15, 2.4, '#fff'), star(22, 4, 1.2, '#fff'), star(25.5, 9, 1.2, '#fff'), star(22, 16, 1.2, '#fff'), star(19, 9.5, 1.1, '#fff')],
  CN: [<rect key="b" width="30" height="20" fill="#ee1c25" />, star(5, 5, 3, '#ff0'), star(10, 2, 1, '#ff0'), star(12, 4, 1, '#ff0'), star(12, 7, 1, '#ff0'), star(10, 9, 1, '#ff0')],
}

/** A country's flag; decorative unless `label` is given (the country's name is usually beside it). */
export function CountryFlag({ code, label, className }: { code: string; label?: string; className?: string }) {
  const flag = FLAGS[code]
  if (!flag) {
    return (
      <span
        className={cn('inline-flex h-[1em] w-[1.5em] items-center justify-center rounded-[2px] bg-muted text-[0.55em] font-semibold', className)}
        aria-hidden={label ? undefined : true}
        aria-label={label}
        role={label ? 'img' : undefined}
      >
        {code}
      </span>
    )
  }
  return (
    <svg
      viewBox="0 0 30 20"
      className={cn('inline-block h-[1em] w-[1.5em] shrink-0 overflow-hidden rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.08)]', className)}
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
      focusable="false"
    >
      {flag}
    </svg>
  )
}
