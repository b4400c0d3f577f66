# generated
rt_keyed { 'alice@rsa': key => 'k1' }
rt_keyed { 'other': name => 'alice', kind => 'rsa' }
