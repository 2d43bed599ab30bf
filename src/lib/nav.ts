import type { LinkProps } from '@tanstack/react-router'
import { m } from '@/paraglide/messages'

export type NavItem = { to: NonNullable<LinkProps['to']>; label: () => string }

/**
 * Desktop header navigation, on one line from 901 to 2560 px in both languages (ADR 023):
 * short labels, and between 901 and 1200 px (where text stops shrinking at its 12 px floor) the
 * header spans the full width; below 960 px the `tightHidden` item gives way; About us is in the footer only (beside the cart, favourites, language and account controls it does not fit logged in).
 */
export const headerNav: Array<NavItem & { tightHidden?: boolean }> = [
  { to: '/brand', label: m.page_brand_title },
  { to: '/product', label: m.page_product_title },
  { to: '/nationalPavilion', label: m.nav_short_pavilions },
  { to: '/exhibition', label: m.page_exhibition_title },
  { to: '/large/procurement', label: m.nav_short_procurement },
  { to: '/solution', label: m.page_solution_title, tightHidden: true },
  { to: '/pricing', label: m.page_pricing_title },
]

/** Desktop footer: every public section, grouped. */
export const footerColumns: Array<{ title: () => string; items: Array<NavItem> }> = [
  {
    title: m.footer_col_discover,
    items: [
      { to: '/brand', label: m.page_brand_title },
      { to: '/brandPavilion', label: m.page_brandPavilion_title },
      { to: '/nationalPavilion', label: m.page_nationalPavilion_title },
      { to: '/export/brandList', label: m.page_export_brandList_title },
      { to: '/product', label: m.page_product_title },
      { to: '/bigGoodsList', label: m.page_bigGoodsList_title },
      { to: '/halal', label: m.page_halal_title },
      { to: '/cases', label: m.page_cases_title },
    ],
  },
  {
    title: m.footer_col_trade,
    items: [
      { to: '/buyer', label: m.page_buyer_title },
      { to: '/grower', label: m.page_grower_title },
      { to: '/addInquiry', label: m.page_addInquiry_title },
      { to: '/large/procurement', label: m.page_large_procurement_title },
      { to: '/large/reportForm', label: m.page_large_reportForm_title },
      { to: '/b2b', label: m.page_b2b_title },
      { to: '/consignment', label: m.page_consignment_title },
      { to: '/trial-sales', label: m.page_trial_sales_title },
      { to: '/packing', label: m.page_packing_title },
      { to: '/certification', label: m.page_certification_title },
      { to: '/tool', label: m.page_tool_title },
    ],
  },
  {
    title: m.footer_col_events,
    items: [
      { to: '/exhibition', label: m.page_exhibition_title },
      { to: '/exhibitionList', label: m.page_exhibitionList_title },
      { to: '/exhibitionHall', label: m.page_exhibitionHall_title },
      { to: '/realTime/demand', label: m.page_realTime_demand_title },
      { to: '/realTime/pairing', label: m.page_realTime_pairing_title },
      { to: '/column', label: m.page_column_title },
    ],
  },
  {
    title: m.footer_col_company,
    items: [
      { to: '/about', label: m.page_about_title },
      { to: '/newAbout', label: m.page_newAbout_title },
      { to: '/aboutTD', label: m.page_aboutTD_title },
      { to: '/introduction', label: m.page_introduction_title },
      { to: '/partnership', label: m.page_partnership_title },
      { to: '/pricing', label: m.page_pricing_title },
      { to: '/solution', label: m.page_solution_title },
    ],
  },
]

/**
 * The phone's bottom tab bar, on every page: home, the catalogue (brands and
 * products) and the events. Every other section is in the phone footer (footerColumns). `exact`:
 * marked on that page only; otherwise also on the pages below it (a product's detail page).
 */
export const mobileTabs: Array<NavItem & { exact?: boolean }> = [
  { to: '/mobile', label: m.page_home_title, exact: true },
  { to: '/brand', label: m.page_brand_title },
  { to: '/product', label: m.page_product_title },
  { to: '/mobile/nationalPavilion', label: m.nav_short_pavilions },
  { to: '/mobile/exhibition', label: m.page_exhibition_title },
]
