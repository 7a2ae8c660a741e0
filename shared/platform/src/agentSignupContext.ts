import { z } from 'zod/mini';

/**
 * What the agent flow pages (and Agent/Signup's accountRequest.accessToken) need after the phone
 * check, kept for this tab only: the verification token must not outlive the tab.
 */
export const AGENT_SIGNUP_CONTEXT_KEY = 'homeward.agentSignup';

export const agentSignupContextSchema = z.object({
  verificationToken: z.string(),
  /** E.164, e.g. '+14255550123'. */
  phone: z.string(),
  country: z.string(),
  isNewUser: z.boolean(),
  isAgent: z.boolean(),
  agentStatus: z.number(),
});
export type AgentSignupContext = z.infer<typeof agentSignupContextSchema>;

export function saveAgentSignupContext(context: AgentSignupContext): void {
  try {
    sessionStorage.setItem(AGENT_SIGNUP_CONTEXT_KEY, JSON.stringify(context));
  } catch {
    // Storage disabled: the agent flow asks for the phone again.
  }
}

export function readAgentSignupContext(): AgentSignupContext | undefined {
  try {
    const raw = sessionStorage.getItem(AGENT_SIGNUP_CONTEXT_KEY);
    if (!raw) return undefined;
    const parsed = agentSignupContextSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the phone check once it has been spent (the application was sent). */
export function clearAgentSignupContext(): void {
  try {
    sessionStorage.removeItem(AGENT_SIGNUP_CONTEXT_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
