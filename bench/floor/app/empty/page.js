// The framework's floor for a page: a server component rendering a trivial signed-out page in
// a document shaped like vitalog's (root layout, metadata, a main with a heading and a link),
// with no data and no session. Every view of vitalog is measured against it.
import Link from "next/link";

export const dynamic = "force-dynamic";
export const metadata = { title: "Signed out" };

export default function EmptyPage() {
  return (
    <main>
      <h1>You are signed out</h1>
      <p>
        <Link href="/empty">Sign in</Link>
      </p>
    </main>
  );
}
