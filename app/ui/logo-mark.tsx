// Threshold's mark: a house in a rounded square, beside the name in the header and on the sign-in cards
export function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0b5c8a" />
      <path d="M7 16 16 8l9 8v9H19v-6h-6v6H7z" fill="#fff" />
    </svg>
  )
}
