import type { Locator, Page } from 'playwright-core';
import { BASE_URL } from './browser';

// Small page objects for the account journeys: the login pages, the merge modal and /profile/edit.

export class LoginPages {
  constructor(private readonly page: Page) {}

  heading(text: string): Locator {
    return this.page.getByRole('heading', { name: text });
  }

  async openPhonePage(): Promise<void> {
    await this.page.goto(`${BASE_URL}/login`);
    await this.page.locator('input[name="phone"]').waitFor();
  }

  async submitPhone(typed: string): Promise<void> {
    await this.page.locator('input[name="phone"]').fill('');
    await this.page.locator('input[name="phone"]').pressSequentially(typed, { delay: 20 });
    await this.page.getByRole('button', { name: 'Continue with Phone' }).click();
    await this.heading('Enter code').waitFor();
  }

  digit(n: number): Locator {
    return this.page.getByLabel(`Digit ${n}`, { exact: true });
  }

  async typeCode(code: string): Promise<void> {
    await this.digit(1).click();
    await this.page.keyboard.type(code, { delay: 30 });
  }

  /** Pastes the whole code into the first box, as copying it from a text message would. */
  async pasteCode(code: string): Promise<void> {
    await this.digit(1).focus();
    await this.digit(1).evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
  }

  async codeValue(): Promise<string> {
    let value = '';
    for (let n = 1; n <= 6; n++) value += await this.digit(n).inputValue();
    return value;
  }

  consentBox(): Locator {
    return this.page.getByRole('checkbox', { name: /Please send me texts/ });
  }
}

export class MergeModalObject {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async sendCodeTo(pii: string): Promise<void> {
    await this.dialog().locator('input[name="pii"]').fill(pii);
    await this.dialog().getByRole('button', { name: 'Send Code' }).click();
    await this.dialog()
      .getByText(/We sent a code to/)
      .waitFor();
  }

  async typeCode(code: string): Promise<void> {
    await this.dialog().getByLabel('Digit 1', { exact: true }).click();
    await this.page.keyboard.type(code, { delay: 30 });
  }
}

export class ProfilePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto(`${BASE_URL}/profile/edit`);
    await this.page.locator('input[name="name"]').waitFor();
  }

  nameInput(): Locator {
    return this.page.locator('input[name="name"]');
  }

  saveButton(): Locator {
    return this.page.getByRole('button', { name: 'Save', exact: true });
  }

  async uploadPicture(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Change picture' }).click();
    await (await chooser).setFiles(file);
    await this.page.getByRole('button', { name: 'Remove picture' }).waitFor();
  }

  async confirm(button: string, expectedText: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByText(expectedText).waitFor();
    await dialog.getByRole('button', { name: button }).click();
  }
}
