import type { Lang } from '../types';

/** DocSearch texts; English keeps DocSearch's own wording (spec §8), Chinese is ours. */
export const SEARCH_TEXTS = {
  en: {
    button: 'Search',
    placeholder: 'Search docs',
    modal: {
      searchBox: {
        resetButtonTitle: 'Clear the query',
        resetButtonAriaLabel: 'Clear the query',
        cancelButtonText: 'Cancel',
        cancelButtonAriaLabel: 'Cancel',
        searchInputLabel: 'Search',
      },
      startScreen: {
        recentSearchesTitle: 'Recent',
        noRecentSearchesText: 'No recent searches',
        saveRecentSearchButtonTitle: 'Save this search',
        removeRecentSearchButtonTitle: 'Remove this search from history',
        favoriteSearchesTitle: 'Favorite',
        removeFavoriteSearchButtonTitle: 'Remove this search from favorites',
      },
      errorScreen: { titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.' },
      footer: {
        selectText: 'to select',
        selectKeyAriaLabel: 'Enter key',
        navigateText: 'to navigate',
        navigateUpKeyAriaLabel: 'Arrow up',
        navigateDownKeyAriaLabel: 'Arrow down',
        closeText: 'to close',
        closeKeyAriaLabel: 'Escape key',
        searchByText: 'Search by',
      },
      noResultsScreen: {
        noResultsText: 'No results for',
        suggestedQueryText: 'Try searching for',
        reportMissingResultsText: 'Believe this query should return results?',
        reportMissingResultsLinkText: 'Let us know.',
      },
    },
  },
  zh: {
    button: '搜索',
    placeholder: '搜索文档',
    modal: {
      searchBox: {
        resetButtonTitle: '清除查询',
        resetButtonAriaLabel: '清除查询',
        cancelButtonText: '取消',
        cancelButtonAriaLabel: '取消',
        searchInputLabel: '搜索',
      },
      startScreen: {
        recentSearchesTitle: '最近搜索',
        noRecentSearchesText: '没有最近的搜索',
        saveRecentSearchButtonTitle: '收藏此搜索',
        removeRecentSearchButtonTitle: '从历史记录中删除',
        favoriteSearchesTitle: '收藏',
        removeFavoriteSearchButtonTitle: '从收藏中删除',
      },
      errorScreen: { titleText: '无法获取结果', helpText: '请检查网络连接后重试。' },
      footer: {
        selectText: '选择',
        selectKeyAriaLabel: '回车键',
        navigateText: '切换',
        navigateUpKeyAriaLabel: '向上键',
        navigateDownKeyAriaLabel: '向下键',
        closeText: '关闭',
        closeKeyAriaLabel: 'Esc 键',
        searchByText: '搜索提供方',
      },
      noResultsScreen: {
        noResultsText: '没有找到相关结果：',
        suggestedQueryText: '试试搜索',
        reportMissingResultsText: '认为这里应该有结果？',
        reportMissingResultsLinkText: '告诉我们。',
      },
    },
  },
} satisfies Record<Lang, unknown>;
