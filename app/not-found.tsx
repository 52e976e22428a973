import type { Metadata } from 'next';
import { Island } from '@/components/islands/island';
import { NotFoundMessage } from '@/components/islands/not-found-message';
import { Container } from '@/components/ui/container';
import { getSite } from '@/lib/content';

// Next marks the not-found page noindex itself.
export const metadata: Metadata = {
  title: 'Page Not Found',
  description: `The page you asked for is not on the ${getSite().brandName}. Find every firm, guide and article from the home page or the sitemap.`,
};

export default function NotFound() {
  return (
    <Container className="py-24">
      <Island name="not-found-message" component={NotFoundMessage} wake="load" props={{}} />
    </Container>
  );
}
