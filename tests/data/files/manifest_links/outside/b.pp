notify { 'outside': }
