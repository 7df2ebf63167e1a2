import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { genericTexts, layoutTexts } from "../../shared/texts/common.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { Spinner } from "./spinner.tsx";

/** Header, main content and footer around every page. */
export function Layout() {
  const { pathname } = useLocation();
  // A new page starts at its top; the first one stays where the reader is (a prerendered page may
  // have been scrolled before it became the app).
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {layoutTexts.skipToContent}
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and a page that fills in never pushes it (layout shift). */}
      <main id="main" className="min-h-screen flex-1 pt-16">
        <Suspense fallback={<Spinner label={genericTexts.loading} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
