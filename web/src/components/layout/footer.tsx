import { Link } from 'wouter';

import { Button } from '@/components/ui/button';
import { COPYRIGHT_YEAR, PRODUCT_NAME } from '@/config/app';
import { paths } from '@/config/paths';

import { Brand } from './brand';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from './social-icons';

/** Spec section 1: every footer link goes to /. */
const linkGroups = [
  { title: 'Platform', links: ['How It Works', 'Pricing', 'Success Stories'] },
  { title: 'Support', links: ['Business Support', 'Help Center', 'Contact Us'] },
  { title: 'Legal', links: ['Privacy Policy', 'Terms of Service'] },
];

/** Spec section 1: the social buttons have no targets. */
const socials = [
  { label: 'Facebook', icon: FacebookIcon },
  { label: 'Twitter', icon: TwitterIcon },
  { label: 'Instagram', icon: InstagramIcon },
  { label: 'LinkedIn', icon: LinkedinIcon },
];

export function Footer() {
  return (
    <footer className="border-t bg-zinc-50">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)] lg:px-8">
        <div className="col-span-2 space-y-4 sm:col-span-3 md:col-span-1">
          <Brand className="text-lg" />
          <p className="max-w-xs text-sm text-muted-foreground">
            Connecting local shops with the customers around them. Find what you need, close to home.
          </p>
          <div className="flex gap-2">
            {socials.map(({ label, icon: Icon }) => (
              <Button key={label} variant="outline" size="icon" aria-label={label} className="rounded-full">
                <Icon className="size-4" />
              </Button>
            ))}
          </div>
        </div>
        {linkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold">{group.title}</h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((label) => (
                <li key={label}>
                  <Link
                    href={paths.home.getHref()}
                    className="rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6 lg:px-8">
          &copy; {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
