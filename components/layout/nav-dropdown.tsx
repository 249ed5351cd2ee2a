'use client';

import { useEffect, useId, useRef, useState } from 'react';

import type { NavLink } from '@/lib/content/navigation';
import { Link } from '@/lib/i18n/navigation';

import { ChevronDownIcon } from './icons';

type OpenedBy = 'click' | 'hover' | null;

/**
 * A navbar entry with a submenu (disclosure pattern): the button reports aria-expanded, Escape closes and returns
 * focus, leaving the entry with the keyboard or clicking elsewhere closes. Mouse users also open it by hovering.
 */
export function NavDropdown({ label, items }: { label: string; items: readonly NavLink[] }) {
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const isOpen = openedBy !== null;

  useEffect(() => {
    if (!isOpen) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', closeOutside);

    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  const toggle = () => setOpenedBy((current) => (current === 'click' ? null : 'click'));

  return (
    <div
      ref={rootRef}
      className="relative h-full"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && !isOpen) setOpenedBy('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && openedBy === 'hover') setOpenedBy(null);
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
          setOpenedBy(null);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        // Escape closes the submenu only, not the mobile drawer around it.
        event.stopPropagation();
        setOpenedBy(null);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={toggle}
        className="nav-item"
      >
        {label}
        <ChevronDownIcon className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={menuId}
        hidden={!isOpen}
        className="nav-sub"
      >
        {items.map((item) => (
          <li key={item.id}>
            <Link href={item.href} onClick={() => setOpenedBy(null)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
