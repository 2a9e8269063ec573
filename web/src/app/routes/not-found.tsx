import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PRODUCT_NAME } from '@/config/app';
import { paths } from '@/config/paths';

/** Any path the router does not know (spec section 2). */
export function NotFoundRoute() {
  return (
    <div className="flex flex-1 items-center justify-center bg-zinc-50 px-4 py-24">
      <title>{`404 Page Not Found | ${PRODUCT_NAME}`}</title>
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <TriangleAlert className="size-8 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline">
            <Link href={paths.home.getHref()}>Go Home</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
