rt_pathlike { 'whatever': }
rt_pathlike { '/tmp/x': name => 'whatever' }
