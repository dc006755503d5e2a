import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './provider';
import { createRoutes } from './router';

export function App() {
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
