rt_pathlike { '/tmp/x': name => 'whatever' }
rt_pathlike { 'whatever': }
