import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import { CustomerRegisterForm } from './customer-register-form';
import { CustomerSignInForm } from './customer-sign-in-form';

/** The Sign In and Register tabs of /customer-auth (spec section 2). */
export function CustomerAuthPanel() {
  return (
    <Card className="w-full">
      <Tabs defaultValue="sign-in" className="gap-0">
        <CardHeader className="pb-6">
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="register">Register</TabsTrigger>
          </TabsList>
        </CardHeader>
        <TabsContent value="sign-in">
          <CardHeader className="pb-6">
            <CardTitle>Welcome back</CardTitle>
            <CardDescription>Sign in with the email or phone number you registered with.</CardDescription>
          </CardHeader>
          <CardContent>
            <CustomerSignInForm />
          </CardContent>
        </TabsContent>
        <TabsContent value="register">
          <CardHeader className="pb-6">
            <CardTitle>Create your account</CardTitle>
            <CardDescription>Rate shops, save your favourites and message shop owners.</CardDescription>
          </CardHeader>
          <CardContent>
            <CustomerRegisterForm />
          </CardContent>
        </TabsContent>
      </Tabs>
    </Card>
  );
}
