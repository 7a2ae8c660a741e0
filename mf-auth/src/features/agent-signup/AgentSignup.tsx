import { useState } from 'react';
import { useNavigate } from 'react-router';
import { saveAgentSignupContext, useSession } from '@homeward/platform';
import { Modal } from '@homeward/ui';
import { CodePopup } from '../../components/CodePopup';
import { PhoneStep, type PhoneNumberInput } from '../../components/PhoneStep';
import { sendCode } from '../../shared/phoneSignIn';
import { verifyCodeWithAgentStatus } from './api';
import { agentSendErrorMessage, agentVerifyErrorMessage } from './agentErrors';
import { agentSignupOutcome, type AgentOutcome } from './agentOutcome';
import { AgentMessage } from './AgentMessage';

export interface AgentSignupProps {
  onClose: () => void;
  /** 'Log in instead' of the existing-account error (spec 8). */
  onLogInInstead: () => void;
}

type MessageOutcome = Exclude<AgentOutcome, { kind: 'navigate' }>;

/**
 * Agent sign-up modal (spec 2.6): the phone is verified through VerifyCodeWithAgentStatus and
 * the answer routes as spec 4.3 says, or explains in the error modal why it cannot go on.
 */
export function AgentSignup({ onClose, onLogInInstead }: AgentSignupProps) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => s.status === 'signed-in');
  const [number, setNumber] = useState<PhoneNumberInput>();
  const [challenge, setChallenge] = useState<{ number: PhoneNumberInput; challengeIdentifier: string; sentAt: number }>();
  const [message, setMessage] = useState<MessageOutcome>();

  async function send(next: PhoneNumberInput) {
    const sent = await sendCode(next);
    setNumber(next);
    setChallenge({ number: next, challengeIdentifier: sent.challengeIdentifier, sentAt: Date.now() });
  }

  if (message) {
    return (
      <AgentMessage
        outcome={message}
        onClose={onClose}
        onTryAgain={() => setMessage(undefined)}
        onLogInInstead={onLogInInstead}
        onSeeStatus={(to) => {
          onClose();
          navigate(to);
        }}
      />
    );
  }

  return (
    <>
      <Modal open onClose={onClose} title="Become a Homeward agent" subtitle="Verify your mobile number to start or continue your application.">
        <PhoneStep send={send} errorMessage={agentSendErrorMessage} initial={number} submitLabel="Send my code" />
      </Modal>
      {challenge && (
        <CodePopup
          number={challenge.number}
          sentAt={challenge.sentAt}
          errorMessage={agentVerifyErrorMessage}
          onClose={() => setChallenge(undefined)}
          resend={() => send(challenge.number)}
          submit={async (code) => {
            const { phone, country } = challenge.number;
            const verified = await verifyCodeWithAgentStatus({ phone, country, challengeIdentifier: challenge.challengeIdentifier, code });
            saveAgentSignupContext({
              verificationToken: verified.token,
              phone,
              country,
              isNewUser: verified.isNewUser,
              isAgent: verified.user.isAgent,
              agentStatus: verified.user.agentStatus,
            });
            const outcome = agentSignupOutcome(verified, signedIn);
            setChallenge(undefined);
            if (outcome.kind === 'navigate') {
              onClose();
              navigate(outcome.to);
            } else {
              setMessage(outcome);
            }
          }}
        />
      )}
    </>
  );
}
