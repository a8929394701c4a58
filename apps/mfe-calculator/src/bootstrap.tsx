// Standalone page for development (`nx serve mfe-calculator`); in the product the shell renders the
// exposed modules inside its own router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@reformas/web-core';
import { CalculatorPage } from './pages/calculator.page';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<CalculatorPage />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
