rt_computed { 'host:80': state => 'up' }
rt_computed { 'plain': }
