/**
 * The two default profile pictures an auditor may get instead of an own photo (seeds 3: default man and woman
 * images exist). They live in storage under fixed keys, like any other profile picture.
 */
export const DEFAULT_PROFILES = { man: 'about/default-man.png', woman: 'about/default-woman.png' } as const;
export type DefaultProfile = keyof typeof DEFAULT_PROFILES;

export function isDefaultProfileKey(key: string): boolean {
  return Object.values(DEFAULT_PROFILES).includes(key as (typeof DEFAULT_PROFILES)[DefaultProfile]);
}

/** A neutral silhouette on a soft background; the woman's has longer hair. */
export function defaultProfileSvg(kind: DefaultProfile): string {
  const hair =
    kind === 'woman'
      ? '<path d="M118 190 Q104 70 200 64 Q296 70 282 190 L296 286 Q262 256 258 206 L142 206 Q138 256 104 286 Z" fill="#475569"/>'
      : '<path d="M134 160 Q134 72 200 70 Q266 72 266 160 Q254 112 200 114 Q146 112 134 160 Z" fill="#475569"/>';

  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<rect width="400" height="400" fill="#e2e8f0"/>
<path d="M56 400 Q66 282 200 270 Q334 282 344 400 Z" fill="#94a3b8"/>
<rect x="174" y="220" width="52" height="60" fill="#cbd5e1"/>
<ellipse cx="200" cy="168" rx="64" ry="80" fill="#cbd5e1"/>${hair}
</svg>`;
}
