// Flags drawn inline: emoji flags show as letters on systems without a colour emoji font.
import { useId } from 'react';
import type { Language } from '../i18n/languages.ts';

function BrazilFlag() {
  return (
    <svg viewBox="0 0 28 20" width="28" height="20" aria-hidden="true">
      <rect width="28" height="20" fill="#009c3b" />
      <path d="M14 2.5 25.5 10 14 17.5 2.5 10Z" fill="#ffdf00" />
      <circle cx="14" cy="10" r="4.6" fill="#002776" />
      <path d="M9.6 9.1c3-.6 6.2-.1 8.8 1.5" stroke="#fff" strokeWidth=".9" fill="none" />
    </svg>
  );
}

function UnitedKingdomFlag() {
  const clip = useId();
  return (
    <svg viewBox="0 0 60 40" width="28" height="20" aria-hidden="true" preserveAspectRatio="none">
      <clipPath id={clip}>
        <path d="M30 20h30v20zv20H0zH0V0zV0h30z" />
      </clipPath>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" clipPath={`url(#${clip})`} stroke="#c8102e" strokeWidth="5" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </svg>
  );
}

function SpainFlag() {
  return (
    <svg viewBox="0 0 28 20" width="28" height="20" aria-hidden="true">
      <rect width="28" height="20" fill="#aa151b" />
      <rect y="5" width="28" height="10" fill="#f1bf00" />
    </svg>
  );
}

export const FLAGS: Record<Language, () => React.JSX.Element> = { pt: BrazilFlag, en: UnitedKingdomFlag, es: SpainFlag };
