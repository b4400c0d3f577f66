notify { "x": message => $server_facts =~ Hash }
