import './globals.css';

export const metadata = { title: 'Bare export', description: 'A heading, a paragraph and one picture.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body className="antialiased">{children}</body>
    </html>
  );
}
