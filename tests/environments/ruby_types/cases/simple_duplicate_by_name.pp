rt_simple { 'a': value => 'x' }
rt_simple { 'b': name => 'a' }
