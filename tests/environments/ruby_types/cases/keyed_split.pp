rt_keyed { 'alice@rsa': key => 'k1' }
rt_keyed { 'bob': kind => 'ed25519', key => 'k2' }
rt_keyed { 'carol@ed25519': name => 'dave' }
