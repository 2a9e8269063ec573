import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Link } from 'wouter';

import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';

import { refreshAdmin } from '../api/keys';
import { ConversationReportsTab } from './conversation-reports-tab';
import { EnhancedLogsTab } from './enhanced-logs-tab';
import { EnhancedOverviewTab } from './enhanced-overview-tab';
import { EnhancedShopOwnersTab } from './enhanced-shop-owners-tab';
import { EnhancedShopsTab } from './enhanced-shops-tab';
import { EnhancedUsersTab } from './enhanced-users-tab';
import { ReviewReportsTab } from './review-reports-tab';
import { VisitStatsSection } from './visit-stats';

/** /admin/enhanced (spec 001 section 2): six tabs, Review Reports (issue 17) and Refresh All. */
export function EnhancedAdminPanel() {
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <title>Enhanced Admin Panel | Admin</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Enhanced Admin Panel</h1>
          <p className="mt-1 text-muted-foreground">Shops, users, shop owners, analytics and activity logs.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <Link href={paths.adminCustomers.getHref()}>Customers</Link>
          </Button>
          <Button onClick={() => void refreshAdmin(queryClient)}>
            <RefreshCw aria-hidden="true" /> Refresh All
          </Button>
        </div>
      </div>
      <Tabs defaultValue="overview" className="grid gap-4">
        <TabsList className="flex h-auto flex-wrap">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="shops">Shops</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="shop-owners">Shop Owners</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="logs">Activity Logs</TabsTrigger>
          <TabsTrigger value="review-reports">Review Reports</TabsTrigger>
          <TabsTrigger value="conversation-reports">Chat Reports</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <EnhancedOverviewTab />
        </TabsContent>
        <TabsContent value="shops">
          <EnhancedShopsTab />
        </TabsContent>
        <TabsContent value="users">
          <EnhancedUsersTab />
        </TabsContent>
        <TabsContent value="shop-owners">
          <EnhancedShopOwnersTab />
        </TabsContent>
        <TabsContent value="analytics">
          <VisitStatsSection />
        </TabsContent>
        <TabsContent value="logs">
          <EnhancedLogsTab />
        </TabsContent>
        <TabsContent value="review-reports">
          <ReviewReportsTab />
        </TabsContent>
        <TabsContent value="conversation-reports">
          <ConversationReportsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
