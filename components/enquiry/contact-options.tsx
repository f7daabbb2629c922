import type { ReactNode } from 'react';
import { site, whatsappLink } from '@/content/site';
import { cn } from '@/lib/cn';
import { translator } from '@/lib/i18n/dictionary';
import type { Lang } from '@/content/languages';
import { LineIcon } from '@/components/ui/line-icon';

function Row({
  href,
  icon,
  title,
  detail,
  external,
}: {
  href: string;
  icon: ReactNode;
  title: string;
  detail: string;
  external?: boolean;
}) {
  return (
    <li>
      <a
        href={href}
        className="contact-tile"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <span aria-hidden="true" className="contact-tile-icon">
          {icon}
        </span>
        <span className="flex flex-col">
          <span className="font-bold text-forest">{title}</span>
          <span className="text-sm text-ink-soft">{detail}</span>
        </span>
      </a>
    </li>
  );
}

/** The three direct ways in, for visitors who would rather talk than fill in a form. */
export function ContactOptions({ lang, className }: { lang: Lang; className?: string }) {
  const t = translator(lang);
  return (
    <div className={cn('max-w-md', className)}>
      <h3 className="text-lg font-bold text-forest">{t('Rather talk to us now?')}</h3>
      <ul className="mt-4 grid gap-3">
        <Row
          href={site.phoneHref}
          title={t('Call us')}
          detail={site.phone}
          icon={
            <LineIcon>
              <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
            </LineIcon>
          }
        />
        <Row
          href={whatsappLink(t('Hello! I would like to plan a trip in Munnar.'))}
          external
          title={t('WhatsApp')}
          detail={t('Chat with us (opens in a new tab)')}
          icon={
            <LineIcon>
              <path d="M3 21l1.65-3.8a9 9 0 1 1 3.4 2.9L3 21" />
            </LineIcon>
          }
        />
        <Row
          href={`mailto:${site.email}`}
          title={t('E-mail')}
          detail={site.email}
          icon={
            <LineIcon>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </LineIcon>
          }
        />
      </ul>
    </div>
  );
}
