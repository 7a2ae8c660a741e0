import { useState } from 'react';
import type { LoginResult } from '@homeward/contracts';
import { storeLogin } from '@homeward/platform';
import { CodePopup } from '../../../components/CodePopup';
import { PhoneStep, type PhoneNumberInput } from '../../../components/PhoneStep';
import { DetailsPopup } from './DetailsPopup';
import { loginWithPhone, sendCode, verifyCode } from '../../../shared/phoneSignIn';
import { detailsErrorMessage, loginErrorMessage } from '../../../shared/loginErrors';

interface Challenge {
  number: PhoneNumberInput;
  challengeIdentifier: string;
  isNewUser: boolean;
  sentAt: number;
}

export interface PhoneLoginProps {
  /** Runs once the session is stored; the caller decides where the user goes. */
  onSignedIn: (result: LoginResult) => void;
}

/**
 * Spec 4.2 login by phone: phone → code popup → (new users) name-and-email popup → login. Each
 * step keeps what the user typed when it fails, and shows the spec 8 text beside the field.
 */
export function PhoneLogin({ onSignedIn }: PhoneLoginProps) {
  const [number, setNumber] = useState<PhoneNumberInput>();
  const [challenge, setChallenge] = useState<Challenge>();
  const [verificationToken, setVerificationToken] = useState<string>();

  async function send(next: PhoneNumberInput) {
    const sent = await sendCode(next);
    setNumber(next);
    setChallenge({ number: next, challengeIdentifier: sent.challengeIdentifier, isNewUser: sent.isNewUser, sentAt: Date.now() });
  }

  function finish(result: LoginResult) {
    storeLogin(result);
    onSignedIn(result);
  }

  function startOver() {
    setChallenge(undefined);
    setVerificationToken(undefined);
  }

  return (
    <>
      <PhoneStep send={send} errorMessage={loginErrorMessage} initial={number} />
      {challenge && !verificationToken && (
        <CodePopup
          number={challenge.number}
          sentAt={challenge.sentAt}
          errorMessage={loginErrorMessage}
          onClose={startOver}
          resend={() => send(challenge.number)}
          submit={async (code) => {
            const verified = await verifyCode(challenge.challengeIdentifier, code);
            if (challenge.isNewUser) {
              setVerificationToken(verified.id);
              return;
            }
            finish(await loginWithPhone(verified.id));
          }}
        />
      )}
      {challenge && verificationToken && (
        <DetailsPopup
          errorMessage={detailsErrorMessage}
          onClose={startOver}
          submit={async (details) => {
            finish(await loginWithPhone(verificationToken, { ...details, phone: challenge.number.phone }));
          }}
        />
      )}
    </>
  );
}
