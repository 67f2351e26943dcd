// What other features use of coins: the visitor's free balance held in the browser.
export { readVisitorCoins, visitorCoinsSpent, writeVisitorCoins } from './visitorWallet';
