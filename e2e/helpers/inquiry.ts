import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { gotoHydrated, storedUser } from '../accounts-helpers'

export type BrandProduct = { id: number; moq: number; brand: { name: string } }

/** The first product of the brand the signed-in brand page belongs to. */
export async function firstProductOf(brand: Page, request: APIRequestContext): Promise<BrandProduct> {
  const brandId = Number((await storedUser(brand))!.brand_id)
  const goods = await (await request.get(`/newApi/api_v2/brand/getBrandGoodsList?brand_id=${brandId}&page_size=1`)).json()
  return goods.data.list[0] as BrandProduct
}

/**
 * The buyer adds one product to the cart at its MOQ and sends the inquiry from it, on the language's
 * pages (`prefix` '' or '/zh-CN'); its number.
 */
export async function sendInquiry(
  buyer: Page,
  product: { id: number; moq: number },
  options: { prefix?: string; company?: string } = {},
): Promise<string> {
  const prefix = options.prefix ?? ''
  await gotoHydrated(buyer, `${prefix}/product/detail?id=${product.id}`)
  await buyer.getByTestId('add-quantity').fill(String(product.moq))
  await buyer.getByTestId('add-quantity').press('Enter')
  await buyer.getByTestId('add-to-cart').click()
  await expect(buyer.getByTestId('view-cart')).toBeVisible()
  await gotoHydrated(buyer, `${prefix}/addInquiry`)
  await buyer.getByTestId('continue-inquiry').click()
  const review = buyer.getByTestId('inquiry-review')
  await review.getByTestId('field-port-all').fill('Shanghai')
  await review.getByTestId('field-date-all').fill('2027-06-30')
  await review.getByTestId('field-name').fill('Li Na')
  await review.getByTestId('field-phone').fill('+86 138 0000 0001')
  await review.getByTestId('field-company').fill(options.company ?? 'Shanghai FreshLink Trading Co., Ltd.')
  await review.getByTestId('submit-inquiry').click()
  await expect(buyer.getByTestId('inquiry-sent')).toBeVisible()
  return (await buyer.getByTestId('inquiry-sent').textContent())!.match(/#(\d+)/)![1]!
}
