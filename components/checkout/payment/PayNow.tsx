'use client';
/** The payment panel, loaded on first render of a screen that offers "Pay now" and never with catalogue pages. */
import dynamic from 'next/dynamic';

export const PayNow = dynamic(() => import('./PaymentPanel'), { ssr: false });
