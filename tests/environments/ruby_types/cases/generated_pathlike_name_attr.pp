# generated
rt_pathlike { '/tmp/x': name => 'whatever' }
