import { Link } from '@remix-run/react'
import { footerLinks } from './navigation'
import { SoonTag } from './soon-tag'

export type FooterContact = { supportEmail: string; supportPhone: string; postalAddress: string }

export function SiteFooter({ contact, planned }: { contact: FooterContact; planned: string[] }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Footer">
          <h2 className="site-footer__heading">Explore Threshold</h2>
          <ul>
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>
                  {link.label}
                  {planned.includes(link.to) ? <SoonTag /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className="site-footer__heading">
            Support
          </h2>
          <p>
            <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>
            <br />
            <a href={`tel:${contact.supportPhone.replace(/[^+\d]/g, '')}`}>
              {contact.supportPhone}
            </a>
          </p>
          <address>{contact.postalAddress}</address>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__heading">
            About
          </h2>
          <ul>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/clear-cache">Clear this site's data</Link>
            </li>
          </ul>
          <p className="site-footer__small">
            Home-sale data: De Cock (2011), Journal of Statistics Education 19(3), via the R package
            modeldata (MIT).
          </p>
        </section>
      </div>
    </footer>
  )
}
