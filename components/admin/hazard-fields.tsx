'use client';

import { useTranslations } from 'next-intl';
import {
  HAZARD_CODES,
  PICTOGRAMS,
  pictogramName,
  SIGNAL_WORD_TEXTS,
  SIGNAL_WORDS,
} from '@/lib/hazard/codes';
import { CheckboxGroupField, SelectField, TextField } from './fields';

/**
 * A CLP label's three fields (issue 39 §2) in the product, variant and paint-type forms:
 * pictograms ticked, the signal word chosen, the H and EUH codes typed as on the label.
 */
export function HazardFields({
  id,
  pictograms,
  signalWord,
  statements,
}: {
  /** Unique prefix of the fields' ids. */
  id: string;
  pictograms: { inputProps: React.ComponentProps<'input'>; error?: string };
  signalWord: { selectProps: React.ComponentProps<'select'>; error?: string };
  statements: { inputProps: React.ComponentProps<'input'>; error?: string };
}) {
  const t = useTranslations('admin.hazard');
  return (
    <>
      <CheckboxGroupField
        id={`${id}-pictograms`}
        legend={t('pictograms')}
        className="grid gap-1 sm:col-span-2"
        listClassName="grid gap-1 rounded-md border p-2 sm:grid-cols-3"
        options={PICTOGRAMS.map((code) => ({ value: code, label: pictogramName(code) }))}
        {...pictograms}
      />
      <SelectField
        id={`${id}-signal`}
        label={t('signalWord')}
        options={[
          { value: '', label: t('noSignal') },
          ...SIGNAL_WORDS.map((word) => ({ value: word, label: SIGNAL_WORD_TEXTS[word] })),
        ]}
        {...signalWord}
      />
      <TextField
        id={`${id}-statements`}
        label={t('statements')}
        help={t('statementsHelp', { codes: HAZARD_CODES.join(', ') })}
        {...statements}
      />
    </>
  );
}
