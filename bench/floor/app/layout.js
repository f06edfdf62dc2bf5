// The document every page of the reference app renders in, shaped like vitalog's root layout:
// html, body, a title template and a viewport from the metadata API.
export const metadata = { title: { default: "reference", template: "%s · reference" }, description: "bench floor" };
export const viewport = { width: "device-width", initialScale: 1, themeColor: "#098163" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
