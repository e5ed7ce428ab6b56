import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { hrMember, rememberSignIn } from '../../../test/hr-member';
import { renderApp } from '../../../test/render-app';
import { sampleCandidate } from '../../../test/sample-candidate';

const me = hrMember();

const candidate = (id: string, first: string) => sampleCandidate({ id, first_name: first });

beforeEach(async () => {
  await rememberSignIn('e1');
});

describe('Candidates', () => {
  it('sends the filter card values to GET /candidates and pages through the results', async () => {
    const seen: Array<Record<string, string>> = [];
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
      'GET /candidates': (config) => {
        const params = { ...(config.params as Record<string, string>) };
        seen.push(params);
        return {
          status: 200,
          data: {
            message: 'ok',
            data: {
              users: [candidate(`c${params.page}`, params.location ? 'Filtrado' : 'Todos')],
              pagination: {
                currentPage: Number(params.page),
                totalPages: 30,
                totalItems: 300,
                pageLimit: 10,
              },
            },
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/candidates');
    expect(await screen.findByRole('link', { name: 'View profile of Todos Ngola' })).toBeTruthy();
    expect(seen[0]).toEqual({ role: 'CANDIDATE', page: '1', perPage: '10' });

    await user.type(screen.getByLabelText('Location'), 'Luanda');
    await user.type(screen.getByLabelText('Skills'), 'React, SQL');
    await user.type(screen.getByLabelText('Profile Wise'), 'engenheiro');
    await user.selectOptions(screen.getByLabelText('Availability'), 'Full-time');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const link = await screen.findByRole('link', { name: 'View profile of Filtrado Ngola' });
    expect(link.getAttribute('href')).toBe('/candidate-detail/c1');
    // Applying the filters asks for the filtered list only, not the unfiltered one first.
    expect(seen).toHaveLength(2);
    expect(seen.at(-1)).toEqual({
      role: 'CANDIDATE',
      page: '1',
      perPage: '10',
      location: 'Luanda',
      skills: 'React, SQL',
      q: 'engenheiro',
      availability: 'FULL_TIME',
    });

    await user.click(screen.getByRole('button', { name: 'Page 30' }));
    await waitFor(() => expect(seen.at(-1)?.page).toBe('30'));
    expect(seen.at(-1)?.location).toBe('Luanda');
  }, 20_000);

  it('says "10,000+ candidates" when the server stopped counting a search (issue 20)', async () => {
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
      'GET /candidates': {
        status: 200,
        data: {
          message: 'ok',
          data: {
            users: [candidate('c1', 'Ana')],
            pagination: {
              currentPage: 1,
              totalPages: 1000,
              totalItems: 10_000,
              pageLimit: 10,
              totalCapped: true,
            },
          },
        },
      },
    });
    renderApp('/candidates?q=ana');
    expect(await screen.findByText('10,000+ candidates')).toBeTruthy();
  });

  it("shows the server's message with Retry, and 'Failed to fetch candidates' without one", async () => {
    let fail = true;
    fakeApi({
      'GET /user/details': { status: 200, data: { message: 'ok', data: me } },
      'GET /candidates': () =>
        fail
          ? { status: 500, data: {} }
          : {
              status: 200,
              data: {
                message: 'ok',
                data: {
                  users: [candidate('c1', 'Maria')],
                  pagination: { currentPage: 1, totalPages: 1, totalItems: 1, pageLimit: 10 },
                },
              },
            },
    });
    const user = userEvent.setup();
    renderApp('/candidates');
    expect(await screen.findByText('Failed to fetch candidates')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'View profile of Maria Ngola' })).toBeTruthy();
  }, 20_000);
});
