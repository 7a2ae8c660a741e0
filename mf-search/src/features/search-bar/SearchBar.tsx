import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isSoldListingsPath, type Prediction, type SearchBarProps } from '@homeward/contracts';
import {
  DOWN_PAYMENT_HINT,
  formatAmountInput,
  MIN_SEARCH_TEXT_LENGTH,
  NO_TEXT_RESET_MS,
  NOT_AVAILABLE_YET_MESSAGE,
  parseAmountInput,
  SELECT_LOCATION_MESSAGE,
} from '@homeward/domain';
import { interestRatesQuery, placeSuggestionsQuery, useInterestRates } from '@homeward/platform';
import { Button, Dialog, visuallyHiddenClass, VisuallyHidden } from '@homeward/ui';
import { useAttributedPath } from '../../shared/useAttributedPath';
import { NARROW_QUERY, useMediaQuery } from '../../shared/useMediaQuery';
import { currentPosition, placeTextAt } from './api/reverseGeocode';
import { LocationCombobox, LOCATION_PLACEHOLDER } from './LocationCombobox';
import { maxPriceFor, PAYMENT_TYPE_OPTIONS, type PaymentType } from './maxPrice';
import { storeChosenPlace } from './recentSearches';
import { searchTargetFor } from '../../shared/search/searchRoute';
import styles from './SearchBar.module.css';
import { PanelIconButton } from '../../components/PanelIconButton';

/**
 * The home search bar of spec 2.5. Choosing a suggestion stores the place and searches; a typed
 * text is resolved through the suggestions. At 800 px and below it opens as a full-screen overlay.
 */
export function SearchBar({ variant, initialText = '', filters }: SearchBarProps) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const bar = useSearchBar({ variant, initialText, filters });
  const { text, error, busy, locating, overlayOpen, setOverlayOpen, locationRef, showAmount } = bar;
  const ids = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void bar.search();
  }

  const form = (inOverlay: boolean) => (
    <form
      className={[styles.form, styles[variant], inOverlay && styles.formOverlay].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      role="search"
      aria-label="Search homes"
      noValidate
    >
      <LocationCombobox
        label="Location"
        hideLabel={variant === 'compact' && !inOverlay}
        value={text}
        onChange={bar.changeText}
        onChoose={bar.choose}
        onCurrentLocation={() => void bar.fillCurrentLocation()}
        onSubmit={() => void bar.search()}
        locating={locating}
        error={error}
        inputRef={locationRef}
        autoFocus={inOverlay}
      />
      {showAmount && <AmountFields ids={ids} bar={bar} />}
      <Button type="submit" className={styles.submit} busy={busy} aria-label={variant === 'compact' ? 'Search' : undefined}>
        {variant === 'compact' ? <SearchIcon /> : 'Search'}
      </Button>
    </form>
  );

  if (!narrow) return form(false);

  return (
    <>
      <button
        type="button"
        className={[styles.trigger, styles[`trigger_${variant}`]].join(' ')}
        aria-haspopup="dialog"
        onClick={() => setOverlayOpen(true)}
      >
        <SearchIcon />
        <span className={text ? styles.triggerText : styles.triggerPlaceholder}>{text || LOCATION_PLACEHOLDER}</span>
        <VisuallyHidden>, open search</VisuallyHidden>
      </button>
      <SearchOverlay open={overlayOpen} onClose={() => setOverlayOpen(false)}>
        {form(true)}
      </SearchOverlay>
    </>
  );
}

type SearchBarState = ReturnType<typeof useSearchBar>;

/** The bar's text, amount and payment type, and what choosing, searching and 'Current location' do with them. */
function useSearchBar({ variant, initialText, filters }: SearchBarProps & { initialText: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(initialText);
  const [amount, setAmount] = useState('');
  const [paymentType, setPaymentType] = useState<PaymentType>('max');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLInputElement>(null);
  /** The suggestion the text came from, so Search does not have to look it up again. */
  const chosen = useRef<Prediction | null>(null);
  // Starts loading today's rates as soon as the user picks Monthly Payment.
  useInterestRates({ enabled: paymentType === 'monthly', retry: false });

  // A new place from the page replaces the text; the first render's text is already in the field,
  // together with anything typed before the page woke up.
  const placedText = useRef(initialText);
  useEffect(() => {
    if (placedText.current === initialText) return;
    placedText.current = initialText;
    setText(initialText);
  }, [initialText]);

  // Spec 4.7: the no-text state resets after one second.
  useEffect(() => {
    if (error !== SELECT_LOCATION_MESSAGE) return;
    const timer = setTimeout(() => setError(null), NO_TEXT_RESET_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const showAmount = variant === 'hero';
  const go = useGoToSearch({ filters, amount: showAmount ? amount : '', paymentType, setOverlayOpen, setError });
  const { locating, fillCurrentLocation } = useCurrentLocation({ chosen, locationRef, setText, setError });

  function choose(prediction: Prediction) {
    setText(prediction.description);
    setError(null);
    // On the home page the amount may still follow; elsewhere choosing is searching.
    if (showAmount) {
      chosen.current = prediction;
      amountRef.current?.focus();
    } else void go(prediction);
  }

  async function search() {
    const typed = text.trim();
    if (chosen.current && chosen.current.description === typed) {
      setBusy(true);
      await go(chosen.current).finally(() => setBusy(false));
      return;
    }
    if (typed.length < MIN_SEARCH_TEXT_LENGTH) {
      setError(SELECT_LOCATION_MESSAGE);
      locationRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const predictions = await queryClient.fetchQuery(placeSuggestionsQuery(typed));
      const best = predictions.find((p) => p.available) ?? predictions[0];
      if (!best) setError(SELECT_LOCATION_MESSAGE);
      else await go(best);
    } catch {
      setError('Search is not answering right now. Please try again in a moment.');
    } finally {
      setBusy(false);
    }
  }

  function changeText(next: string) {
    setText(next);
    chosen.current = null;
    if (error) setError(null);
  }

  return { text, changeText, amount, setAmount, paymentType, setPaymentType, error, busy, locating, overlayOpen, setOverlayOpen, amountRef, locationRef, showAmount, choose, search, fillCurrentLocation };
}

interface GoToSearchOptions {
  filters: SearchBarProps['filters'];
  /** The amount typed (empty where the bar has no amount). */
  amount: string;
  paymentType: PaymentType;
  setOverlayOpen: (open: boolean) => void;
  setError: (error: string | null) => void;
}

/** Goes to the search of a chosen place, at the most the typed amount buys; a place not served yet says so instead. */
function useGoToSearch({ filters, amount, paymentType, setOverlayOpen, setError }: GoToSearchOptions) {
  const navigate = useNavigate();
  const withReferrer = useAttributedPath();
  // A search made on the /listingsold mirror (spec 2.1) stays on it.
  const onSoldPages = isSoldListingsPath(useLocation().pathname);
  const queryClient = useQueryClient();
  return async function go(prediction: Prediction) {
    if (!prediction.available) {
      setError(NOT_AVAILABLE_YET_MESSAGE);
      return;
    }
    storeChosenPlace(prediction);
    const typedAmount = parseAmountInput(amount);
    // A monthly payment converts at the current 30-year rate once it is known (5.56% if it cannot be had).
    if (typedAmount > 0 && paymentType === 'monthly') await queryClient.fetchQuery({ ...interestRatesQuery, retry: false }).catch(() => undefined);
    const maxPrice = maxPriceFor(typedAmount, paymentType);
    setOverlayOpen(false);
    setError(null);
    navigate(withReferrer(searchTargetFor(prediction, maxPrice, filters, onSoldPages)));
  };
}

interface CurrentLocationOptions {
  chosen: RefObject<Prediction | null>;
  locationRef: RefObject<HTMLInputElement | null>;
  setText: (text: string) => void;
  setError: (error: string | null) => void;
}

/** 'Current location' fills the field with the place the device is at. */
function useCurrentLocation({ chosen, locationRef, setText, setError }: CurrentLocationOptions) {
  const [locating, setLocating] = useState(false);
  async function fillCurrentLocation() {
    setLocating(true);
    setError(null);
    try {
      const position = await currentPosition();
      const place = await placeTextAt(position.coords.latitude, position.coords.longitude);
      if (place) {
        chosen.current = null;
        setText(place.text);
        if (!place.available) setError(NOT_AVAILABLE_YET_MESSAGE);
      }
    } catch (failure) {
      // Spec 8: a denied or failed location is logged; the user sees no message.
      console.info('Current location unavailable', failure);
    } finally {
      setLocating(false);
      locationRef.current?.focus();
    }
  }
  return { locating, fillCurrentLocation };
}

/** The hero bar's amount, with whether it is the price or a monthly payment. */
function AmountFields({ ids, bar }: { ids: string; bar: SearchBarState }) {
  const { amount, setAmount, paymentType, setPaymentType, amountRef } = bar;
  return (
    <div className={styles.amount}>
      <label htmlFor={`${ids}-amount`} className={styles.fieldLabel}>
        Amount
      </label>
      <div className={styles.amountRow}>
        <span className={styles.dollar} aria-hidden="true">
          $
        </span>
        <input
          id={`${ids}-amount`}
          ref={amountRef}
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          placeholder="Optional"
          maxLength={13}
          value={amount}
          aria-describedby={`${ids}-hint`}
          onChange={(event) => setAmount(formatAmountInput(event.target.value))}
        />
        <label htmlFor={`${ids}-type`} className={visuallyHiddenClass}>
          Payment type
        </label>
        <select id={`${ids}-type`} className={styles.select} value={paymentType} onChange={(event) => setPaymentType(event.target.value as PaymentType)}>
          {PAYMENT_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p id={`${ids}-hint`} className={styles.hint}>
        {DOWN_PAYMENT_HINT}
      </p>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.38A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
    </svg>
  );
}

/** Spec 2.5: a full-screen search at 800 px and below, a modal dialog so focus stays inside. */
function SearchOverlay({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} className={styles.overlay} aria-labelledby={titleId}>
      <div className={styles.overlayHeader}>
        <h2 id={titleId} className={styles.overlayTitle}>
          Search homes
        </h2>
        <PanelIconButton icon="close" label="Close search" onClick={onClose} />
      </div>
      {children}
    </Dialog>
  );
}
