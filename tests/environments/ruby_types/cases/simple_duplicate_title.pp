rt_simple { 'a': }
rt_simple { 'a': value => 'x' }
