// the public web config the Firebase web SDK needs (never service-account data), and in demo mode
// the Auth emulator's origin the browser reaches
export type PopupConfig = {
  apiKey: string
  authDomain: string
  projectId: string
  emulatorOrigin: string | null
}
