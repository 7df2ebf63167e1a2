import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { accountTexts } from "../../shared/texts/account.ts";
import { layoutTexts, navLinks } from "../../shared/texts/common.ts";
import { useAuth } from "../lib/auth.tsx";
import { forgetDestination } from "../lib/intended-destination.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { paths } from "../paths.ts";
import { Logo } from "./logo.tsx";
import { useToast } from "./toasts.tsx";

/** Spec section 9: the header turns white with a shadow past 10 px of scroll. */
export const headerScrollThreshold = 10;

const links = [
  { to: paths.assessment, label: navLinks.assessment },
  { to: paths.nutritionist, label: navLinks.nutritionist },
  { to: paths.supplementsVsFoods, label: navLinks.supplementsVsFoods },
  { to: paths.blog, label: navLinks.blog },
];

export function Header() {
  const { user, signOut } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [scrolled, setScrolled] = useState(false);
  // The menu belongs to the page it was opened on: navigating closes it, with no effect needed.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  // On a prerendered page the menu opens once the app has loaded.
  const hydrated = useHydrated();
  const menuToggle = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu and gives the focus back to its toggle (WAI-ARIA disclosure pattern).
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(null);
      menuToggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > headerScrollThreshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  async function handleSignOut() {
    try {
      // Leave a guarded page before the user disappears, so its guard does not send us to /login.
      navigate(paths.home);
      await signOut();
      forgetDestination();
    } catch {
      toast.error(layoutTexts.signOutFailed);
    }
  }

  const allLinks = user
    ? [
        { to: paths.dashboard, label: layoutTexts.dashboard },
        ...links,
        { to: paths.account, label: accountTexts.headerLink },
      ]
    : links;
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? "text-brand-800" : "text-stone-700 hover:text-brand-800"}`;
  const authButton = user ? (
    <button type="button" onClick={handleSignOut} className="btn-secondary">
      {layoutTexts.signOut}
    </button>
  ) : (
    <Link to={paths.login} className="btn-primary">
      {layoutTexts.signIn}
    </Link>
  );

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 print:hidden transition-[background-color,box-shadow] duration-200 ${
        scrolled || menuOpen ? "bg-white shadow-md" : "bg-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={paths.home} aria-label={`${navLinks.home}: FoodFirst`}>
          <Logo />
        </Link>
        <nav aria-label={layoutTexts.mainNavigation} className="hidden items-center gap-1 md:flex">
          {allLinks.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden md:block">{authButton}</div>
        <button
          ref={menuToggle}
          type="button"
          className="rounded-md p-2 text-stone-800 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          disabled={!hydrated}
          aria-label={menuOpen ? layoutTexts.closeMenu : layoutTexts.openMenu}
          onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={layoutTexts.mainNavigation}
          className="border-t border-stone-200 bg-white px-4 pt-2 pb-4 md:hidden"
        >
          <ul className="flex flex-col">
            {allLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => `${navClass({ isActive })} block py-3 text-base`}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-2">{authButton}</div>
        </nav>
      )}
    </header>
  );
}
