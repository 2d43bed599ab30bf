import type * as z from 'zod/mini'
import type { Lan } from './handler'

type Issue = z.core.$ZodIssue

/** One line naming the field and what is wrong with it, in the request's language. */
export function describeIssue(issue: Issue, lan: Lan): string {
  const field = issue.path.length ? issue.path.join('.') : lan === 'cn' ? '请求' : 'request'
  const zh = lan === 'cn'
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return zh ? `缺少字段 ${field}` : `Field ${field} is required`
      return zh ? `字段 ${field} 类型错误，应为 ${issue.expected}` : `Field ${field} must be a ${issue.expected}`
    case 'too_small':
      if (issue.origin === 'string')
        return zh ? `字段 ${field} 至少需要 ${issue.minimum} 个字符` : `Field ${field} must be at least ${issue.minimum} characters`
      if (issue.origin === 'array')
        return zh ? `字段 ${field} 至少需要 ${issue.minimum} 项` : `Field ${field} must have at least ${issue.minimum} items`
      return zh ? `字段 ${field} 不能小于 ${issue.minimum}` : `Field ${field} must be at least ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'string')
        return zh ? `字段 ${field} 不能超过 ${issue.maximum} 个字符` : `Field ${field} must be at most ${issue.maximum} characters`
      if (issue.origin === 'array')
        return zh ? `字段 ${field} 最多 ${issue.maximum} 项` : `Field ${field} must have at most ${issue.maximum} items`
      return zh ? `字段 ${field} 不能大于 ${issue.maximum}` : `Field ${field} must be at most ${issue.maximum}`
    case 'invalid_format':
      return zh ? `字段 ${field} 格式不正确` : `Field ${field} has an invalid format`
    case 'invalid_value':
      return zh
        ? `字段 ${field} 的取值无效，可选值：${issue.values.join('、')}`
        : `Field ${field} must be one of: ${issue.values.join(', ')}`
    case 'not_multiple_of':
      return zh ? `字段 ${field} 必须是 ${issue.divisor} 的倍数` : `Field ${field} must be a multiple of ${issue.divisor}`
    default:
      return zh ? `字段 ${field} 无效` : `Field ${field} is invalid`
  }
}

export const apiText = {
  success: { en: 'success', cn: '成功' },
  notFound: { en: 'Unknown API endpoint', cn: '接口不存在' },
  unauthorized: { en: 'Login expired, please log in again', cn: '登录已过期，请重新登录' },
  forbiddenBrand: { en: 'This action needs a brand supplier account', cn: '此操作需要品牌供应商账号' },
  forbiddenBuyer: { en: 'This action needs a buyer account', cn: '此操作需要采购商账号' },
  badJson: { en: 'The request body is not valid JSON', cn: '请求体不是有效的 JSON' },
  badForm: { en: 'The request body is not valid form data', cn: '请求体不是有效的表单数据' },
  tooLarge: { en: 'The request body is too large', cn: '请求体过大' },
  serverError: { en: 'Service response failed, please retry later', cn: '服务响应失败，请稍后重试' },
} satisfies Record<string, Record<Lan, string>>
