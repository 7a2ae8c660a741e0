import { Suspense } from 'react';
import { Routes } from 'react-router';
import { LoadingBlock } from '@homeward/ui';
import { agentPages } from './agent/AgentPages';
import { partnerPages } from './partner/PartnerPages';

export function PartnersApp() {
  return (
    <Suspense fallback={<LoadingBlock />}>
      <Routes>
        {agentPages}
        {partnerPages}
      </Routes>
    </Suspense>
  );
}
