import { Suspense } from 'react';
import { Routes } from 'react-router';
import { LoadingBlock } from '@homeward/ui';

export function AdminApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes />
    </Suspense>
  );
}
