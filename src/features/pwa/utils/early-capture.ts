/**
 * A few lines inlined in <head>, before any bundle: the browser may offer the install prompt,
 * and errors may happen, before the deferred app services load (after hydration, when idle).
 * The script keeps the prompt and buffers errors in `window.__early` for them.
 */
export type EarlyCapture = {
  installPrompt: (Event & { prompt?: () => Promise<void>; userChoice?: Promise<{ outcome: string }> }) | null
  errors: Array<{ kind: 'error' | 'rejection' | 'resource'; message: string; source?: string; stack?: string; at: number }>
}

export function earlyCapture(): EarlyCapture {
  const w = window as unknown as { __early?: EarlyCapture }
  w.__early ??= { installPrompt: null, errors: [] }
  return w.__early
}

export const earlyCaptureScript = `(function(){var e=window.__early={installPrompt:null,errors:[]};
addEventListener('beforeinstallprompt',function(v){v.preventDefault();e.installPrompt=v;dispatchEvent(new Event('app:installable'))});
addEventListener('error',function(v){if(e.errors.length>20)return;var t=v.target;if(t&&t!==window&&(t.src||t.href))e.errors.push({kind:'resource',message:t.tagName,source:String(t.src||t.href),at:Date.now()});else e.errors.push({kind:'error',message:String(v.error&&v.error.message||v.message),source:v.filename,stack:v.error&&v.error.stack,at:Date.now()})},true);
addEventListener('unhandledrejection',function(v){if(e.errors.length>20)return;var r=v.reason;e.errors.push({kind:'rejection',message:String(r&&r.message||r),stack:r&&r.stack,at:Date.now()})})})()`
