/** Whether a view's link is the page at `pathname`: the dashboard only at "/", the others with their sub-paths. */
export function isCurrentView(href: string, pathname: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
