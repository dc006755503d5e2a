import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './provider';
import { createRoutes } from './router';

/**
 * The declarative browser router: the app uses no loaders, actions or fetchers, and the data router
 * (createBrowserRouter) would add about 14 KiB gzipped before the first paint.
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

function AppRoutes() {
  const [routes] = useState(createRoutes);
  return useRoutes(routes);
}
