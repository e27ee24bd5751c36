import { z } from 'zod'
import { messages } from './messages'
import { quickDemoRoles, roles } from './roles'

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

// /demo-login: one button per demo user, each posting its role (and where to land after)
export const DemoLoginSchema = z.object({
  role: z.enum(quickDemoRoles, { errorMap: () => ({ message: messages.refused.demoRole }) }),
  redirectTo: z.string().optional(),
})

const plainEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

// the demo mode's stand-in for a social provider: who to sign in as, or cancel. A blank name is
// the provider's demo user's; only a continue needs an e-mail address
export const StandInSchema = z
  .object({
    intent: z.string().max(32).optional(),
    name: z
      .string()
      .trim()
      .transform((name) => name.slice(0, 80))
      .optional(),
    email: z
      .string()
      .trim()
      .transform((email) => email.slice(0, 200))
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.intent !== 'cancel' && !plainEmail.test(value.email ?? ''))
      context.addIssue({ code: 'custom', path: ['email'], message: v.email })
  })

// "Or continue with" (auth-card.tsx): one form per provider, posting where to land after; a path
// that is not this site's is dropped by the flow's return (social-return.server.ts)
export const SocialStartSchema = z.object({
  redirectTo: z.string().max(2048).optional(),
})

// the account menu's dashboards (role-switcher.tsx): the role pressed, and the page it was on. A
// role the schema refuses is refused as one the person may not have, after the signed-in check
export const RoleChangeSchema = z.object({
  role: z.enum(roles, { errorMap: () => ({ message: messages.refused.roleNotAvailable }) }),
  returnTo: z.string().optional(),
})

// the account menu's Sign out: one button, no fields
export const SignOutSchema = z.object({})
