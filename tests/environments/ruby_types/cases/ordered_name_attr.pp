rt_ordered { '1-a': name => 'x' }
