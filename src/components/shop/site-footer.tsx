import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { ShopLink } from './shop-link';
import { useSite } from '../../lib/site';
import { FacebookIcon, InstagramIcon, TiktokIcon, WhatsappIcon, YoutubeIcon } from './brand-icons';
import { keluarTokoPath } from '../../shared/keluar';
import { ClickOutLink } from './click-out-link';
import { ExternalLink } from './external-link';
import { Logo } from './logo';
import { ShopMarketplaceLinks } from './marketplace-links';
import { footerPageLinks, serviceLinks } from './nav-links';

/** docs/product.md §2 Shared footer: tagline, icons, link columns, copyright with the current year. */
export function SiteFooter() {
  const site = useSite();
  const social = [
    { href: site.social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: site.social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: site.social.tiktok, label: 'TikTok', Icon: TiktokIcon },
    { href: site.social.youtube, label: 'YouTube', Icon: YoutubeIcon },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));

  return (
    <footer className="mt-16 bg-brand-700 text-brand-50 render-when-visible-[720px]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <span className="w-fit rounded-xl bg-cream px-3 py-2">
            <Logo name={site.name} />
          </span>
          <p className="text-sm leading-relaxed text-brand-100">{site.tagline}</p>
          {social.length > 0 && (
            <ul className="flex gap-2" aria-label="Media sosial">
              {social.map(({ href, label, Icon }) => (
                <li key={label}>
                  <ExternalLink
                    href={href}
                    aria-label={label}
                    className="grid size-10 place-items-center rounded-full bg-white/10 hover:bg-white/20"
                  >
                    <Icon />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
          <ShopMarketplaceLinks size="sm" />
        </div>

        <FooterColumn title="Halaman">
          {footerPageLinks.map((link) => (
            <li key={link.to}>
              <ShopLink to={link.to} className="hover:text-white hover:underline">
                {link.label}
              </ShopLink>
            </li>
          ))}
        </FooterColumn>

        <FooterColumn title="Hubungi Kami">
          <li className="flex gap-2">
            <MapPin aria-hidden size={18} className="mt-0.5 flex-none" />
            <span>{site.address}</span>
          </li>
          <li className="flex gap-2">
            <Mail aria-hidden size={18} className="mt-0.5 flex-none" />
            <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
              {site.email}
            </a>
          </li>
          <li className="flex gap-2">
            <Phone aria-hidden size={18} className="mt-0.5 flex-none" />
            <a
              href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}
              className="hover:text-white hover:underline"
            >
              {site.phone}
            </a>
          </li>
          <li className="flex gap-2">
            <WhatsappIcon className="mt-0.5 flex-none" width={18} height={18} />
            <ClickOutLink
              href={keluarTokoPath('whatsapp')}
              className="hover:text-white hover:underline"
            >
              Chat WhatsApp
            </ClickOutLink>
          </li>
          <li className="flex gap-2">
            <Clock aria-hidden size={18} className="mt-0.5 flex-none" />
            <span>Senin–Sabtu, 09.00–18.00</span>
          </li>
        </FooterColumn>

        <FooterColumn title="Layanan Pelanggan">
          {serviceLinks.map((link) => (
            <li key={link.to + link.label}>
              <ShopLink to={link.to} className="hover:text-white hover:underline">
                {link.label}
              </ShopLink>
            </li>
          ))}
        </FooterColumn>
      </div>
      <p className="border-t border-white/10 px-4 py-5 text-center text-xs text-brand-100">
        © {site.year} {site.name}. Hak cipta dilindungi.
      </p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-extrabold tracking-wider text-white uppercase">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm text-brand-100">{children}</ul>
    </div>
  );
}
