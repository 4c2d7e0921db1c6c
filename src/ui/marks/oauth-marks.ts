// The marks of the OAuth providers other than Google: loaded with the lazy code when the config
// lists such a provider, so a Google-only widget never downloads them. Simple Icons where the set
// has a mark that reads at 20px; our drawings (drawn.ts) for the others.
import apple from 'simple-icons/icons/apple.svg?raw';
import bitbucket from 'simple-icons/icons/bitbucket.svg?raw';
import discord from 'simple-icons/icons/discord.svg?raw';
import facebook from 'simple-icons/icons/facebook.svg?raw';
import figma from 'simple-icons/icons/figma.svg?raw';
import github from 'simple-icons/icons/github.svg?raw';
import gitlab from 'simple-icons/icons/gitlab.svg?raw';
import snapchat from 'simple-icons/icons/snapchat.svg?raw';
import tiktok from 'simple-icons/icons/tiktok.svg?raw';
import twitch from 'simple-icons/icons/twitch.svg?raw';
import x from 'simple-icons/icons/x.svg?raw';
import type { OAuthProviderType } from '../../types/index.ts';
import {
  AMAZON_MARK,
  COINBASE_MARK,
  LINKEDIN_MARK,
  MICROSOFT_MARK,
  SALESFORCE_MARK,
  SLACK_MARK,
  YAHOO_MARK,
} from './drawn.ts';
import { GOOGLE_MARK } from './google.ts';
import { fromSimpleIcon, type Mark } from './mark.ts';

export const OAUTH_MARKS: Record<OAuthProviderType, Mark> = {
  google: GOOGLE_MARK,
  microsoft: MICROSOFT_MARK,
  apple: fromSimpleIcon(apple, '000000'),
  github: fromSimpleIcon(github, '181717'),
  gitlab: fromSimpleIcon(gitlab, 'FC6D26'),
  facebook: fromSimpleIcon(facebook, '0866FF'),
  discord: fromSimpleIcon(discord, '5865F2'),
  salesforce: SALESFORCE_MARK,
  slack: SLACK_MARK,
  amazon: AMAZON_MARK,
  bitbucket: fromSimpleIcon(bitbucket, '0052CC'),
  linkedin: LINKEDIN_MARK,
  coinbase: COINBASE_MARK,
  twitch: fromSimpleIcon(twitch, '9146FF'),
  // Twitter's sign-in now carries the X mark.
  twitter: fromSimpleIcon(x, '000000'),
  tiktok: fromSimpleIcon(tiktok, '000000'),
  // The yellow ghost keeps its black outline, as the guidelines ask on light backgrounds.
  snapchat: fromSimpleIcon(snapchat, 'FFFC00', { stroke: '#000000', strokeWidth: 1 }),
  figma: fromSimpleIcon(figma, 'F24E1E'),
  yahoo: YAHOO_MARK,
};
