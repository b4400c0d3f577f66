notify { 'a': tag => ['t1', 't1', 'T2'] }
