rt_ordered { '10-web': content => 'x' }
rt_ordered { 'web': content => 'y' }
