import { Route, Routes } from 'react-router';
import { HomePage } from './pages/home-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RootLayout } from './root-layout.tsx';

/**
 * The one route table. Prerendered pages (home, 404) are imported eagerly so they hydrate at once;
 * the others load their code on first visit (React.lazy).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
