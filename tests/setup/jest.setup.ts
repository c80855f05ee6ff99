import '@testing-library/jest-dom';

// Tests provoke warnings on purpose (broken catalogues, bad config); keep the output for failures.
process.env.LOG_LEVEL ??= 'error';
