# generated
rt_mixed { 'm': timeout => 3, comment => 'c', retries => 2, extra => 'e', size => 1, patched => 'p', provider => 'plain' }
