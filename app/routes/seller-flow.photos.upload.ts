import type { ActionFunctionArgs } from '@remix-run/node'
import { requireUser } from '~/features/accounts/session.server'
import { photoStepPath, photoUploadMaxBytes } from '~/features/sellers/photos-step'
import { draftPhotoHolder } from '~/features/sellers/photos-step.server'
import { answerPhotoUpload } from '~/features/sellers/photo-upload-answer.server'

// the photos step's upload as a script sends it, to show its progress (ADR 027)
export const handle = { uploads: { maxBytes: photoUploadMaxBytes } }

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  return answerPhotoUpload(request, user.uid, await draftPhotoHolder(user.uid), photoStepPath)
}
