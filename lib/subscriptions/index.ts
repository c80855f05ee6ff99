/** Subscription rules (spec 02 §3–§5, §8, §9): the calendar and the state machine, pure and shared by server and browser. */
export {
  addDays,
  addInterval,
  addIntervals,
  anchorDay,
  intervalCode,
  isScheduleInterval,
  parseIntervalCode,
  addMonths,
  calendarDateOf,
  daysBetween,
  fitsSchedule,
  fitsScheduleBy,
  isCalendarDate,
  isSubscriptionInterval,
  rollForward,
  rollForwardBy,
  type CalendarDate,
  type ScheduleInterval,
} from './schedule';
export {
  allowedActions,
  applyEdit,
  checkTerm,
  isOutdated,
  transition,
  type SubscriptionCommand,
  type SubscriptionEdit,
  type SubscriptionRefusal,
  type SubscriptionState,
  type Transition,
} from './state-machine';
export { intervalWording, subscriptionLineWording, termWording, type DayFormatter, type SubscriptionTranslator } from './subscription-wording';
