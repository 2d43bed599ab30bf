import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

/** The calendar year, for copyright lines. */
export function currentYear(): string {
  return String(new Date().getFullYear())
}

/** tailwind-merge, told that the design-pixel sizes (`text-dp-14`, src/styles.css) are font sizes. */
const twMerge = extendTailwindMerge({
  extend: { classGroups: { 'font-size': [{ 'text-dp': [(value: string) => /^\d+$/.test(value)] }] } },
})

/** Joins class names and lets later Tailwind classes override earlier ones (shadcn/ui's `cn`). */
export function cn(...inputs: Array<ClassValue>): string {
  return twMerge(clsx(inputs))
}
