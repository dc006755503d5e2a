import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/ui/date-input';
import { Field } from '@/components/ui/field';
import { useWalletSettings } from '@/components/money/wallet-settings';
import type { DayRange } from '@/lib/date-range';
import { AGENT_RANGE_PRESETS, agentRangeFor, customRangeProblem, type AgentRangePreset } from '../lib/ranges';

export type AgentRangeState = {
  preset: AgentRangePreset;
  setPreset: (preset: AgentRangePreset) => void;
  custom: DayRange;
  setCustom: (range: DayRange) => void;
  /** The range to ask for; null while a custom range is not valid yet. */
  range: DayRange | null;
  problem: ReturnType<typeof customRangeProblem>;
};

/** A report range: a preset of the brand's calendar, or two days of the person's choosing. */
export function useAgentRange(initial: AgentRangePreset = 'today'): AgentRangeState {
  const { timeZone } = useWalletSettings();
  const [preset, setPreset] = useState<AgentRangePreset>(initial);
  const [custom, setCustom] = useState<DayRange>(() =>
    agentRangeFor('last7', timeZone, { startDate: '', endDate: '' }),
  );
  const problem = preset === 'custom' ? customRangeProblem(custom) : null;
  // Recomputed when the preset, the zone or the custom days change (not on every render: a
  // page left open past midnight keeps its range).
  const range = useMemo(
    () => (problem ? null : agentRangeFor(preset, timeZone, custom)),
    [preset, timeZone, custom, problem],
  );
  return { preset, setPreset, custom, setCustom, range, problem };
}

/** The presets as toggle buttons, and the two day inputs of a custom range. */
export function RangePicker({ state, onChange }: { state: AgentRangeState; onChange?: () => void }) {
  const { t } = useTranslation('agent');
  const { problem } = state;
  return (
    <div className="agent-range">
      <div className="chips chips--wrap" role="group" aria-label={t('range.label')}>
        {AGENT_RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`chip${state.preset === preset ? ' is-active' : ''}`}
            aria-pressed={state.preset === preset}
            onClick={() => {
              state.setPreset(preset);
              onChange?.();
            }}
          >
            {t(`range.${preset}`)}
          </button>
        ))}
      </div>
      {state.preset === 'custom' ? (
        <div className="agent-range__custom">
          {(['startDate', 'endDate'] as const).map((field) => (
            <Field
              key={field}
              label={t(`range.${field}`)}
              error={problem?.field === field ? t(problem.key) : null}
              required
            >
              {(props) => (
                <DateInput
                  {...props}
                  value={state.custom[field]}
                  onChange={(day) => {
                    state.setCustom({ ...state.custom, [field]: day });
                    onChange?.();
                  }}
                />
              )}
            </Field>
          ))}
        </div>
      ) : null}
      {state.range ? <p className="records-range">{t('range.value', state.range)}</p> : null}
    </div>
  );
}
