import { useQuery } from '@tanstack/react-query';
import { agentStatusRoute, type AgentRoute } from '@homeward/domain';
import { readAgentSignupContext, useSession, type AgentSignupContext } from '@homeward/platform';
import { useState } from 'react';
import { accountStandingQuery } from './api';

export type Applicant =
  | { kind: 'loading' }
  /** Nobody verified a phone here and nobody is signed in: the sign-up modal comes first. */
  | { kind: 'verify' }
  | { kind: 'known'; route: AgentRoute; context?: AgentSignupContext; signedIn: boolean };

/**
 * Who is on an agent page and where spec 4.3 sends them: the signed-in user's standing from the
 * API, else the phone check the agent sign-up modal kept for this tab.
 */
export function useApplicant(): Applicant {
  const status = useSession((s) => s.status);
  const hasLogin = useSession((s) => !!s.loginDetails?.id);
  const signedIn = status === 'signed-in' || hasLogin;
  const [context] = useState(readAgentSignupContext);
  const standing = useQuery({ ...accountStandingQuery, enabled: signedIn });
  if (signedIn) {
    // A sign-up that has just created the account keeps its form (and its payment in progress)
    // while the new session's standing loads.
    if (standing.isPending) return context ? { kind: 'known', route: agentStatusRoute(context, { hasAccount: !context.isNewUser }), context, signedIn: false } : { kind: 'loading' };
    if (standing.data) return { kind: 'known', route: agentStatusRoute(standing.data, { signedIn: true }), signedIn: true };
  }
  if (status === 'unknown' && !context) return { kind: 'loading' };
  if (!context) return { kind: 'verify' };
  return { kind: 'known', route: agentStatusRoute(context, { hasAccount: !context.isNewUser }), context, signedIn: false };
}
