export { MethodTabs, type MethodTab, type MethodTabsProps } from './method-tabs';
