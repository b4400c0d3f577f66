rt_simple { 'a': provider => 'x' }
