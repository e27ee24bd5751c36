import { z } from 'zod'
import { messages } from './messages'

const v = messages.validation

// §5 validation rules, one schema per form; the server parses with these, the browser too
export const LoginSchema = z.object({
  email: z.string({ required_error: v.required }).trim().min(1, v.required).max(320, v.email),
  password: z.string({ required_error: v.required }).min(1, v.required).max(4096, v.required),
  redirectTo: z.string().max(2048).optional(),
})

const newPassword = z
  .string({ required_error: v.passwordLength })
  .min(6, v.passwordLength)
  .max(4096, 'Password is too long')
  .regex(/[A-Z]/, v.passwordUppercase)
  .regex(/[0-9]/, v.passwordNumber)

const registrationRoles = ['user', 'vendor'] as const

export const RegisterSchema = z
  .object({
    fullName: z
      .string({ required_error: v.fullName })
      .trim()
      .min(2, v.fullName)
      .max(120, 'Full name is too long'),
    email: z.string({ required_error: v.email }).trim().max(320, v.email).email(v.email),
    password: newPassword,
    confirmPassword: z.string({ required_error: v.passwordsMatch }).max(4096, v.passwordsMatch),
    role: z.enum(registrationRoles, { errorMap: () => ({ message: v.role }) }).default('user'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: v.passwordsMatch,
    path: ['confirmPassword'],
  })

export const ForgotPasswordSchema = z.object({
  email: z.string({ required_error: v.email }).trim().max(320, v.email).email(v.email),
})

export const ResetPasswordSchema = z
  .object({
    oobCode: z
      .string({ required_error: 'This reset link is incomplete. Ask for a new one.' })
      .min(1)
      .max(2048),
    password: newPassword,
    confirmPassword: z.string({ required_error: v.passwordsMatch }).max(4096, v.passwordsMatch),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: v.passwordsMatch,
    path: ['confirmPassword'],
  })
