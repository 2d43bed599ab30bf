import { constants } from '../../app.config'
import type { Device } from './device'

export type RootFontConfig = typeof constants.rootFont

/**
 * Root font size in px for a document width (spec §9, design.md table).
 * It must stay self-contained (no outside references) because its source text is also
 * inlined into the document head, where it runs before first paint.
 */
export function rootFontSize(screenWidth: number, path: string, device: 'pc' | 'mobile', config: RootFontConfig, scale = 1): number {
  // The phone layout is capped at mobileMaxWidth and centred: on a wider screen it keeps its phone scale.
  const width = device === 'mobile' ? Math.min(screenWidth, config.mobileMaxWidth) : screenWidth
  const steps = config.steps
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!
    if (width <= step[0]) {
      if (i === 0 && path.indexOf('/liveBuyerRecord') !== -1) return config.narrowLiveBuyerRecord
      return step[1]
    }
  }
  return ((config.wideBase * width) / config.designWidth[device]) * scale
}

/**
 * The inline head script: sets the root font size before first paint and again on load,
 * resize and DOMContentLoaded; `window.__applyRootFont` lets the router re-run it after a
 * client-side navigation (the /liveBuyerRecord rule depends on the path).
 */
export function rootFontScript(device: Device): string {
  return `(function(){var f=${rootFontSize.toString()};var c=${JSON.stringify(constants.rootFont)};var d=${JSON.stringify(device)};
function s(){try{var v=parseFloat(localStorage.getItem(c.scaleStorageKey)||'1');return v>0&&v<10?v:1}catch(e){return 1}}
function a(){var e=document.documentElement;e.style.fontSize=f(e.clientWidth||window.innerWidth,location.pathname,d,c,s())+'px'}
window.__applyRootFont=a;a();window.addEventListener('resize',a);window.addEventListener('load',a);document.addEventListener('DOMContentLoaded',a)})()`
}
