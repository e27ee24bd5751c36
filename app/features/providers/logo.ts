// a provider's logo or photo: the image, and the route's limit for the image and the form's few small fields
export const logoMaxBytes = 5_000_000
export const logoUploadMaxBytes = logoMaxBytes + 64_000
