import { clsx, type ClassValue } from 'clsx'
import { mergeClasses } from './class-merge'

/** The calendar year, for copyright lines. */
export function currentYear(): string {
  return String(new Date().getFullYear())
}

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: Array<ClassValue>): string {
  return mergeClasses(clsx(inputs))
}
