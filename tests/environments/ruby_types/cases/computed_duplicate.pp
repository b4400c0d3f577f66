rt_computed { 'host:80': }
rt_computed { 'x': name => 'host', port => '80' }
