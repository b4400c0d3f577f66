# generated
rt_keyed { 'alice@rsa': key => 'k1' }
rt_keyed { 'bob': kind => 'ed25519' }
rt_setting { 'main/port': value => '1' }
