rt_implicit { 'a': content => 'c' }
rt_implicit { 'b': name => 'bee', mode => '0644' }
