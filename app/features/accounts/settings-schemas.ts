import { z } from 'zod'
import { mailTopicIds, type MailTopic } from './mail-choices'
import { messages } from './messages'
import { settingsMessages as m } from './settings-messages'

const v = messages.validation

// /settings: one schema per form, each with its `intent`, shared by the page and its action

// the photo: the image, and the route's limit for the image and the form's few small fields
export const photoMaxBytes = 5_000_000
export const photoUploadMaxBytes = photoMaxBytes + 64_000

const digitsOf = (value: string) => value.replace(/\D/g, '').length

export const ProfileSchema = z.object({
  intent: z.literal('profile'),
  displayName: z
    .string({ required_error: m.profile.nameMissing })
    .trim()
    .min(2, m.profile.nameMissing)
    .max(80, m.profile.nameTooLong),
  phone: z
    .string()
    .trim()
    .refine(
      (value) =>
        value === '' ||
        (value.length <= 40 &&
          /^[0-9+().\- ]*$/.test(value) &&
          digitsOf(value) >= 7 &&
          digitsOf(value) <= 15),
      m.profile.phoneInvalid,
    )
    .optional()
    .default(''),
})

export const RemovePhotoSchema = z.object({ intent: z.literal('remove-photo') })

const newPassword = z
  .string({ required_error: v.passwordLength })
  .min(6, v.passwordLength)
  .max(4096, 'Password is too long')
  .regex(/[A-Z]/, v.passwordUppercase)
  .regex(/[0-9]/, v.passwordNumber)

export const PasswordSchema = z
  .object({
    intent: z.literal('password'),
    currentPassword: z
      .string({ required_error: m.password.currentMissing })
      .min(1, m.password.currentMissing)
      .max(4096, m.password.currentMissing),
    newPassword,
    confirmPassword: z.string({ required_error: v.passwordsMatch }).max(4096, v.passwordsMatch),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: v.passwordsMatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: m.password.sameAsCurrent,
    path: ['newPassword'],
  })

const checkbox = z.preprocess((value) => value === 'on', z.boolean())
const topicFields = Object.fromEntries(mailTopicIds.map((topic) => [topic, checkbox])) as Record<
  MailTopic,
  typeof checkbox
>

// `vendorTopics` says the form showed the business topics; without it they are left as they are
export const NotificationsSchema = z.object({
  intent: z.literal('notifications'),
  vendorTopics: z.literal('shown').optional(),
  ...topicFields,
})

export const DownloadSchema = z.object({ intent: z.literal('download') })

// the e-mail address typed again; the password too for an account that has one (the server knows)
export const DeleteAccountSchema = z.object({
  intent: z.literal('delete-account'),
  confirmEmail: z
    .string({ required_error: m.deletion.emailMismatch })
    .trim()
    .min(1, m.deletion.emailMismatch)
    .max(320, m.deletion.emailMismatch),
  password: z.string().max(4096, m.deletion.passwordMissing).optional(),
})
