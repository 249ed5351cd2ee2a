'use client';

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

import { ChevronDownIcon } from './icons';

type OpenedBy = 'click' | 'hover' | null;

/** From globals.css' lg up the navbar is a bar whose submenus float below their entries; below it, the drawer's list. */
const BAR_LAYOUT = '(min-width: 1024px)';

/**
 * A navbar entry with a submenu (disclosure pattern): the button reports aria-expanded, Escape closes and returns
 * focus, leaving the entry with the keyboard or clicking elsewhere closes. Mouse users also open it by hovering the
 * bar. In the drawer a submenu takes room in the list, so it neither opens on hover nor closes before a click
 * elsewhere has landed: either would move the entries below it under the pointer, and the click onto another one.
 * It is the list item itself (the navbar's `<ul>` holds it directly); the submenu's items (`<li>` links) are
 * rendered on the server and passed in as children.
 */
export function NavDropdown({ label, children }: { label: string; children: ReactNode }) {
  const [openedBy, setOpenedBy] = useState<OpenedBy>(null);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Whether focus is moving because of a pointer (press, tap) rather than the keyboard.
  const isPointingRef = useRef(false);
  const menuId = useId();
  const isOpen = openedBy !== null;

  useEffect(() => {
    if (!isOpen) return;
    const notePointer = () => {
      isPointingRef.current = true;
    };
    const noteKeyboard = () => {
      isPointingRef.current = false;
    };
    const closeOutside = (event: MouseEvent) => {
      isPointingRef.current = false;
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenedBy(null);
    };
    document.addEventListener('pointerdown', notePointer, true);
    document.addEventListener('keydown', noteKeyboard, true);
    document.addEventListener('click', closeOutside);

    return () => {
      document.removeEventListener('pointerdown', notePointer, true);
      document.removeEventListener('keydown', noteKeyboard, true);
      document.removeEventListener('click', closeOutside);
    };
  }, [isOpen]);

  const toggle = () => setOpenedBy((current) => (current === 'click' ? null : 'click'));

  return (
    <li
      ref={rootRef}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse' && !isOpen && window.matchMedia(BAR_LAYOUT).matches) setOpenedBy('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && openedBy === 'hover') setOpenedBy(null);
      }}
      onBlur={(event) => {
        // A press elsewhere moves focus before its click: the click, once it has landed, closes the submenu.
        if (isPointingRef.current) return;
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
      {/* The chevron turns with aria-expanded (globals.css), so the button's markup is the same open or closed. */}
      <button ref={buttonRef} type="button" aria-expanded={isOpen} aria-controls={menuId} onClick={toggle}>
        {label}
        <ChevronDownIcon className="chev" />
      </button>
      <ul
        id={menuId}
        hidden={!isOpen}
        className="nav-sub"
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setOpenedBy(null);
        }}
      >
        {children}
      </ul>
    </li>
  );
}
