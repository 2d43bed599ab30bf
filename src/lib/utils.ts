import { clsx, type ClassValue } from 'clsx'
import { extendTailwindMerge } from 'tailwind-merge'

/** The calendar year, for copyright lines. */
export function currentYear(): string {
  return String(new Date().getFullYear())
}

// `text-dp-N` (tailwind.config.ts) is a font size. Without this, tailwind-merge takes it for
// a text colour and drops the colour class next to it (e.g. a button's text-primary-foreground).
const twMerge = extendTailwindMerge({
  extend: { classGroups: { 'font-size': [{ 'text-dp': [(value: string) => /^\d+$/.test(value)] }] } },
})

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: Array<ClassValue>): string {
  return twMerge(clsx(inputs))
}
