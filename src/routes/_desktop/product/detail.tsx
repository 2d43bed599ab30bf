import { productDetailSearchSchema } from '@/features/catalogue/utils/product-search'
import { createFileRoute } from '@tanstack/react-router'
import { loadProduct, ProductDetailPage } from './-product-detail-page'
import { productDetailHead } from './-product-detail-route'

export const Route = createFileRoute('/_desktop/product/detail')({
  validateSearch: productDetailSearchSchema,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: ({ context: { queryClient }, deps }) => loadProduct(queryClient, deps.id),
  head: ({ matches, loaderData }) => productDetailHead(matches, loaderData),
  component: DetailPage,
})

function DetailPage() {
  return <ProductDetailPage id={Route.useLoaderDeps().id!} />
}
