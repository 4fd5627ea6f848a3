import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../tests/setup/render';
import { ErrorScreen } from './error-screen';

const crumbs = () => within(screen.getByRole('navigation', { name: /Breadcrumb|مسار التنقل/ }));

describe('error screens (spec section 2)', () => {
  it("say 'Not Found' for an address no route matches, under Home › Not Found", () => {
    renderWithApp(<ErrorScreen kind="unmatched" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(crumbs().getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(crumbs().getByText('Not Found')).toHaveAttribute('aria-current', 'page');
  });

  it("keep 'Page not found' for a record the API does not have (spec section 8's 404 message)", () => {
    renderWithApp(<ErrorScreen kind="notFound" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(crumbs().getByText('Page not found')).toHaveAttribute('aria-current', 'page');
  });

  it('speak Arabic, crumbs included', () => {
    renderWithApp(<ErrorScreen kind="unmatched" />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'غير موجود' })).toBeInTheDocument();
    expect(crumbs().getByRole('link', { name: 'الرئيسية' })).toBeInTheDocument();
  });

  it.each(['serverError', 'offline', 'forbidden', 'generic'] as const)('%s as a page has its breadcrumbs too', (kind) => {
    renderWithApp(<ErrorScreen kind={kind} />);
    const title = screen.getByRole('heading', { level: 1 }).textContent ?? '';
    expect(crumbs().getByText(title)).toHaveAttribute('aria-current', 'page');
  });

  it("under a page's own heading (level 2) leaves the crumbs to the page", () => {
    renderWithApp(<ErrorScreen kind="serverError" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Server error' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
