rt_keyed { 'alice@rsa': }
rt_keyed { 'alice@ed25519': }
